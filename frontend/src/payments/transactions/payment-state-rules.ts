import type { PaymentStatus, PaymentView } from '@amoretto/shared';

/**
 * What the payment page shows (docs/product.md#payments): `pending` (being processed) until the
 * provider settles, `completed` once the credits are added, `failed` for failed, cancelled
 * or expired (offer another method). `refunded` is the later life of a completed purchase
 * whose credits were taken back (a refund or a chargeback).
 */
export type PaymentViewState = 'pending' | 'completed' | 'failed' | 'refunded';

const VIEW_STATE: Record<PaymentStatus, PaymentViewState> = {
  open: 'pending',
  pending: 'pending',
  paid: 'completed',
  failed: 'failed',
  canceled: 'failed',
  expired: 'failed',
  refunded: 'refunded',
  charged_back: 'refunded',
};

export function paymentViewState(status: PaymentStatus): PaymentViewState {
  return VIEW_STATE[status];
}

/** Whether the payment can still change on its own (the page keeps listening and polling). */
export function isAwaitingProvider(status: PaymentStatus): boolean {
  return VIEW_STATE[status] === 'pending';
}

/**
 * Credits this purchase has left on the balance: none before it is paid, all of them once
 * paid, less whatever a refund or chargeback took back. Null when none were ever added.
 */
export function creditsAdded(payment: Pick<PaymentView, 'status' | 'package' | 'reversed_credits'>): number | null {
  const state = VIEW_STATE[payment.status];
  if (state !== 'completed' && state !== 'refunded') return null;
  return Math.max(0, payment.package.credits - payment.reversed_credits);
}

/** Bootstrap colour of a status badge. */
export function statusVariant(status: PaymentStatus): 'success' | 'warning' | 'danger' | 'secondary' {
  switch (VIEW_STATE[status]) {
    case 'completed':
      return 'success';
    case 'pending':
      return 'warning';
    case 'failed':
      return 'danger';
    case 'refunded':
      return 'secondary';
  }
}

/** The first fallback poll, and the slowest one (the socket normally tells the page first). */
export const POLL_FIRST_MS = 3_000;
export const POLL_MAX_MS = 30_000;

/**
 * How long to wait before asking the server again, after `polls` earlier answers: 3 s, then
 * half as long again each time (4.5 s, 6.75 s, …), never more than 30 s apart. A payment
 * settled by the provider within seconds is seen quickly; a bank transfer that takes days
 * does not keep an open tab asking every few seconds.
 */
export function pollDelayMs(polls: number): number {
  const n = Number.isFinite(polls) && polls > 0 ? Math.floor(polls) : 0;
  return Math.min(POLL_MAX_MS, Math.round(POLL_FIRST_MS * 1.5 ** n));
}

/**
 * What a payment that did not go through offers (docs/product.md#payments): a failed charge of a stored card
 * (the server's `failure` recurring_payment_failed) offers to retry, to enter the card by hand
 * or to use a payment service; any other failure offers another payment method. Null while the
 * payment is under way, paid or refunded.
 */
export type FailureOffer = 'another_method' | 'recurring_card';

export function failureOffer(payment: Pick<PaymentView, 'status' | 'failure'>): FailureOffer | null {
  if (VIEW_STATE[payment.status] !== 'failed') return null;
  return payment.failure === 'recurring_payment_failed' ? 'recurring_card' : 'another_method';
}
