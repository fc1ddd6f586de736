import type { PaymentMethod } from '@amoretto/shared';

export interface Order {
  packageId: number;
  method: PaymentMethod;
  code: string | null;
}

/** The idempotency key of the order being paid, kept between clicks. */
export interface HeldKey {
  order: string;
  key: string;
}

const orderId = ({ packageId, method, code }: Order): string => JSON.stringify([packageId, method, code ?? '']);

/**
 * The key for a click on Pay: the held one when the same order is tried again (a retry after
 * an unanswered start must not open a second payment), a fresh one for any other order.
 * After a start succeeded, or the server answered a refusal, the page forgets the key
 * (`null`), so the next click is a new order.
 */
export function keyForAttempt(held: HeldKey | null, order: Order, freshKey: () => string): HeldKey {
  const id = orderId(order);
  return held && held.order === id ? held : { order: id, key: freshKey() };
}

/**
 * Whether a failed start keeps its key for the retry: only when the request may have reached
 * the server without its answer reaching the member (network failure, a proxy's 502/504, a
 * crash). Any answer the server gave (a refusal, the provider being down) closed that order:
 * the same key would only repeat the same answer.
 */
export function keyOutlivesFailure(status: number): boolean {
  return status === 0 || status === 500 || status === 502 || status === 504;
}

/**
 * Where a chosen method leads: direct debit has its own form (a plain address, its page
 * belongs to the direct-debit work), every other method the pay page of the package.
 */
export type MethodTarget =
  { kind: 'directdebit'; href: string } | { kind: 'pay'; params: { id: number; paymentmethod: PaymentMethod }; search: { code?: string } };

export function methodTarget({ packageId, method, code }: Order): MethodTarget {
  if (method === 'directdebit') {
    const query = new URLSearchParams({ package: String(packageId) });
    if (code) query.set('code', code);
    return { kind: 'directdebit', href: `/directdebit?${query.toString()}` };
  }
  return { kind: 'pay', params: { id: packageId, paymentmethod: method }, search: code ? { code } : {} };
}
