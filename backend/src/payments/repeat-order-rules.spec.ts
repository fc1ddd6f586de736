import { chargesMandate, isRepeatable, paymentFailure } from './repeat-order-rules';

describe('repeat order rules', () => {
  it("repeats a method the member's country still offers, never direct debit (its consent and SMS code are per order)", () => {
    expect(isRepeatable('ideal', 'NL')).toBe(true);
    expect(isRepeatable('creditcard', 'US')).toBe(true);
    expect(isRepeatable('ideal', 'DE')).toBe(false);
    expect(isRepeatable('sofort', 'DE')).toBe(false);
    expect(isRepeatable('directdebit', 'NL')).toBe(false);
  });

  it('charges a stored mandate for a card only', () => {
    expect(chargesMandate('creditcard')).toBe(true);
    expect(chargesMandate('ideal')).toBe(false);
    expect(chargesMandate('directdebit')).toBe(false);
  });

  it("names a stored card's failed charge recurring_payment_failed, any other failure payment_failed, and nothing otherwise", () => {
    expect(paymentFailure('failed', 'recurring')).toBe('recurring_payment_failed');
    expect(paymentFailure('failed', 'first')).toBe('payment_failed');
    expect(paymentFailure('canceled', 'oneoff')).toBe('payment_failed');
    expect(paymentFailure('expired', 'oneoff')).toBe('payment_failed');
    expect(paymentFailure('paid', 'recurring')).toBeNull();
    expect(paymentFailure('pending', 'recurring')).toBeNull();
  });
});
