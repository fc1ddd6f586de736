import { isApiError } from '../../api/api-error';

/** The idempotency key of the repeat being tried, kept between clicks on the same order. */
export interface HeldRepeatKey {
  paymentId: number;
  key: string;
}

/** The key for a click on an order: the held one for the same order, a fresh one for any other. */
export function repeatKeyFor(held: HeldRepeatKey | null, paymentId: number, freshKey: () => string): HeldRepeatKey {
  return held && held.paymentId === paymentId ? held : { paymentId, key: freshKey() };
}

/**
 * Whether a failed click keeps its key for the next one. Only when nobody knows whether the
 * server started the charge (no answer, or the server or a proxy failed): trying again with
 * the same key then cannot charge twice. A refusal is final, so the next click is a new order.
 */
export function keepsKeyAfter(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}
