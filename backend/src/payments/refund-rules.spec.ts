import { refundPlan, unrecordedRefund, type RefundablePurchase } from './refund-rules';

const DAY = 86_400_000;
const paidAt = new Date('2025-05-01T12:00:00Z');
const purchase = (over: Partial<RefundablePurchase> = {}): RefundablePurchase => ({
  status: 'paid',
  credits: 100,
  reversed_credits: 0,
  amount_cents: 1995,
  refunded_cents: 0,
  paid_at: paidAt,
  ...over,
});
const day = (n: number) => new Date(paidAt.getTime() + n * DAY);

describe('refundPlan', () => {
  it('gives back every credit and the whole price of an unused purchase', () => {
    expect(refundPlan(purchase(), 100, 14, day(1))).toEqual({ credits: 100, amountCents: 1995 });
  });

  it('gives back only the credits the member still holds, pro rata and rounded down to the cent', () => {
    // 40 of 100 credits: 1995 × 40 / 100 = 798
    expect(refundPlan(purchase(), 40, 14, day(1))).toEqual({ credits: 40, amountCents: 798 });
    // 33 credits: 658.35 → 658
    expect(refundPlan(purchase(), 33, 14, day(1))).toEqual({ credits: 33, amountCents: 658 });
  });

  it('never more credits than the purchase has left, however many the member holds', () => {
    expect(refundPlan(purchase({ reversed_credits: 60, refunded_cents: 1197 }), 500, 14, day(2))).toEqual({
      credits: 40,
      amountCents: 798,
    });
  });

  it('gives the last credits of a purchase the rest of its price', () => {
    const first = refundPlan(purchase(), 33, 14, day(1))!;
    const rest = refundPlan(purchase({ reversed_credits: first.credits, refunded_cents: first.amountCents }), 100, 14, day(1))!;
    expect(rest).toEqual({ credits: 67, amountCents: 1995 - 658 });
  });

  it('is nothing once the refund days have passed, without credits, or for a purchase not paid', () => {
    expect(refundPlan(purchase(), 100, 14, day(14))).not.toBeNull();
    expect(refundPlan(purchase(), 100, 14, day(14.01))).toBeNull();
    expect(refundPlan(purchase(), 0, 14, day(1))).toBeNull();
    expect(refundPlan(purchase({ reversed_credits: 100, refunded_cents: 1995, status: 'refunded' }), 100, 14, day(1))).toBeNull();
    expect(refundPlan(purchase({ status: 'charged_back' }), 100, 14, day(1))).toBeNull();
    expect(refundPlan(purchase({ status: 'pending', paid_at: null }), 100, 14, day(1))).toBeNull();
  });

  it('is nothing when the credits held are worth less than a cent', () => {
    expect(refundPlan(purchase({ credits: 1000, amount_cents: 500 }), 1, 14, day(1))).toBeNull();
  });
});

describe('unrecordedRefund', () => {
  it('finds the credits a refund the product did not record paid for', () => {
    for (const credits of [1, 33, 40, 99]) {
      const made = refundPlan(purchase(), credits, 14, day(1))!;
      expect(unrecordedRefund(purchase(), made.amountCents)).toEqual(made);
    }
  });

  it('is nothing when the provider reports no more than was recorded', () => {
    expect(unrecordedRefund(purchase({ refunded_cents: 798 }), 798)).toBeNull();
    expect(unrecordedRefund(purchase(), 0)).toBeNull();
  });

  it('takes back no more credits than the purchase has left', () => {
    expect(unrecordedRefund(purchase({ reversed_credits: 90, refunded_cents: 0 }), 1995)).toEqual({ credits: 10, amountCents: 1995 });
  });
});
