import type { RepeatOrder, RepeatOrdersResponse, StartPaymentResponse } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

/** The member's earlier orders that can be bought again, priced for today by the server. */
export async function fetchRepeatOrders(signal?: AbortSignal): Promise<RepeatOrder[]> {
  return (await apiFetch<RepeatOrdersResponse>({ path: '/payments/repeat-orders', signal })).orders;
}

export interface RepeatOrderRequest {
  /** The earlier payment to buy again (same package, same method, its stored card if any). */
  payment_id: number;
  /** One per click, reused when that click is retried: the server charges once for it. */
  idempotency_key: string;
}

/** Not retried by the client itself: the member retries with the same key. */
export async function repeatOrder(body: RepeatOrderRequest): Promise<StartPaymentResponse> {
  return apiFetch<StartPaymentResponse>({ method: 'POST', path: '/payments/repeat', body, retries: 0 });
}
