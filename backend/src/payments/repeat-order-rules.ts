import { RECURRING_METHODS, type PaymentMethod, type PaymentStatus, type PaymentView } from '@amoretto/shared';
import { methodsFor, type SequenceType } from './payment-rules';

/**
 * Whether an earlier order can be bought again in one click: its method must still be
 * offered in the member's country. Direct debit is not: each one needs the member's own
 * consent and SMS code (/directdebit), never a click on an old order.
 */
export function isRepeatable(method: PaymentMethod, country: string): boolean {
  return method !== 'directdebit' && methodsFor(country).includes(method);
}

/** Whether a repeat of this method charges a stored mandate without the member (a card), rather than opening the provider's page. */
export function chargesMandate(method: PaymentMethod): boolean {
  return method !== 'directdebit' && RECURRING_METHODS.includes(method);
}

/**
 * The text (docs/product.md#payments) a payment that did not go through is shown with: a stored card's charge that
 * failed (a repeat order) offers to retry, enter the card by hand or use a payment service
 * (recurring_payment_failed); any other offers another method (payment_failed).
 */
export function paymentFailure(status: PaymentStatus, sequenceType: SequenceType): PaymentView['failure'] {
  if (status !== 'failed' && status !== 'canceled' && status !== 'expired') return null;
  return sequenceType === 'recurring' ? 'recurring_payment_failed' : 'payment_failed';
}
