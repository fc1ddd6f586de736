import type {
  DiscountCodeResponse,
  PackagesResponse,
  PaymentMethod,
  PremiumStatsResponse,
  StartPaymentResponse,
  TimeBonusResponse,
} from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

// The payment endpoints the members' buying pages read (docs/decisions.md "Payments").

/**
 * The four packages priced by the server: a member's active discount (or the typed `code`)
 * already applied, with the methods of the member's country; list prices for a visitor.
 * `method` lets the server check a code limited to some payment methods.
 */
export async function fetchPackages(code: string | null, method: PaymentMethod | null, signal?: AbortSignal): Promise<PackagesResponse> {
  return apiFetch<PackagesResponse>({ path: '/payments/packages', query: { code, method }, signal });
}

export interface StartPaymentRequest {
  package_id: number;
  method: PaymentMethod;
  discount_code?: string;
  /** One per order, reused when the same click is retried: the server starts one payment for it. */
  idempotency_key: string;
}

/** Never retried by the client itself: the member retries with the same key. */
export async function startPayment(body: StartPaymentRequest): Promise<StartPaymentResponse> {
  return apiFetch<StartPaymentResponse>({ method: 'POST', path: '/payments', body, retries: 0 });
}

export async function fetchTimeBonus(signal?: AbortSignal): Promise<TimeBonusResponse> {
  return apiFetch<TimeBonusResponse>({ path: '/timebonus.php', signal });
}

/** docs/product.md#discounts: the welcome offer; its errors are ignored by the caller. */
export async function fetchWelcomeDiscount(signal?: AbortSignal): Promise<DiscountCodeResponse> {
  return apiFetch<DiscountCodeResponse>({ path: '/discountcode.php', query: { welcome: 'true' }, signal, retries: 0 });
}

export async function fetchPremiumStats(signal?: AbortSignal): Promise<PremiumStatsResponse> {
  return apiFetch<PremiumStatsResponse>({ path: '/premium-stats', signal });
}
