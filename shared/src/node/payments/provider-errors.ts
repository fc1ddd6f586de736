/**
 * The provider answered and said no: an invalid or revoked mandate, a refund beyond what
 * is left, a method it does not offer. Retrying the same call will not help; the member
 * is told (recurring_payment_failed, refund_not_possible, …). Any other error thrown by an
 * adapter means the provider could not be reached or failed, and is answered 503.
 */
export class PaymentRefusedError extends Error {
  constructor(
    readonly reason: 'mandate_invalid' | 'refund_not_possible' | 'method_unavailable' | 'unknown_payment',
    message?: string,
  ) {
    super(message ?? `payment provider refused: ${reason}`);
    this.name = 'PaymentRefusedError';
  }
}
