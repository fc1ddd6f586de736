import type { PaymentMethod } from '../vocabularies';

export const PACKAGE_TIERS = ['p0', 'p1', 'p2', 'p3'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];

/**
 * A payment's life (docs/product.md#payments): `open` until the member finishes on the provider's
 * page, `pending` while the provider processes it, then one final state. Only `paid`
 * grants credits; `refunded` and `charged_back` follow `paid` and take credits back.
 */
export const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const FINAL_UNPAID_STATUSES: readonly PaymentStatus[] = ['failed', 'canceled', 'expired'];

/** Where a discount came from: the time bonus, the welcome offer, or a code typed in. */
export type DiscountSource = 'time_bonus' | 'welcome' | 'code';

export interface AppliedDiscount {
  code: string;
  percentage: number;
  source: DiscountSource;
  /** When the offer ends (ISO); null for a code without an end. */
  expires_at: string | null;
}

/** A package as a member sees it, priced by the server for that member (discount applied). */
export interface CreditPackageView {
  id: number;
  tier: PackageTier;
  credits: number;
  currency: string;
  /** List price in minor units (cents). */
  price_cents: number;
  /** What the member pays now, in minor units; equals price_cents without a discount. */
  amount_cents: number;
  /** amount_cents / credits, in minor units with two decimals (a display figure). */
  price_per_credit_cents: number;
  popular: boolean;
}

export interface PackagesResponse {
  packages: CreditPackageView[];
  discount: AppliedDiscount | null;
  /** The methods the member's country offers, in display order. */
  methods: PaymentMethod[];
}

export interface PaymentView {
  id: number;
  status: PaymentStatus;
  package: { id: number; tier: PackageTier; credits: number };
  amount_cents: number;
  price_cents: number;
  currency: string;
  method: PaymentMethod;
  discount: { code: string; percentage: number } | null;
  created_at: string;
  paid_at: string | null;
  /** Credits of this purchase taken back by a refund or chargeback. */
  reversed_credits: number;
  /** Whether unused credits of this purchase may still be refunded (refund_days). */
  refundable: boolean;
  /**
   * The error code whose text a payment that did not go through is shown with (docs/product.md#payments):
   * recurring_payment_failed for a stored card's charge (retry, enter the card by hand, or a
   * payment service), payment_failed for any other; null unless failed, canceled or expired.
   */
  failure: 'payment_failed' | 'recurring_payment_failed' | null;
}

/** The answer to starting a payment: where to send the member. */
export interface StartPaymentResponse {
  payment: PaymentView;
  /** The provider's hosted page; null when the charge needs no member (a recurring charge). */
  checkout_url: string | null;
}
