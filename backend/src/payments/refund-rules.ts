import type { PaymentStatus } from '@amoretto/shared';
import { isRefundable } from './payment-rules';

/** A paid purchase as the refund rules read it. */
export interface RefundablePurchase {
  status: PaymentStatus;
  credits: number;
  reversed_credits: number;
  amount_cents: number;
  refunded_cents: number;
  paid_at: Date | null;
}

export interface RefundPlan {
  /** Credits of the purchase given back (taken from the balance). */
  credits: number;
  /** Money given back for them. */
  amountCents: number;
}

/**
 * What a refund of a purchase gives back (the site's return policy): within `refundDays`
 * of payment, the credits of this purchase the member still holds — min(balance, credits
 * not yet taken back) — for their share of the price, rounded down to the cent. The last
 * credits of a purchase get the rest of its price, so a purchase refunded in steps gives
 * back exactly what was paid. Null: nothing can be refunded.
 */
export function refundPlan(purchase: RefundablePurchase, balance: number, refundDays: number, now: Date): RefundPlan | null {
  if (!isRefundable(purchase, refundDays, now)) return null;
  const left = purchase.credits - purchase.reversed_credits;
  const credits = Math.min(balance, left);
  if (credits <= 0) return null;
  const moneyLeft = purchase.amount_cents - purchase.refunded_cents;
  const amountCents = credits === left ? moneyLeft : Math.min(moneyLeft, Math.floor((purchase.amount_cents * credits) / purchase.credits));
  if (amountCents < 1) return null;
  return { credits, amountCents };
}

/**
 * Money the provider reports refunded beyond what the product recorded: a refund whose
 * commit failed after the provider had made it, or one made in the provider's dashboard.
 * The credits it paid for are the fewest whose share of the price covers it (the inverse
 * of refundPlan's rounding), at most those not yet taken back. Null: nothing unrecorded.
 */
export function unrecordedRefund(
  purchase: Pick<RefundablePurchase, 'credits' | 'reversed_credits' | 'amount_cents' | 'refunded_cents'>,
  providerRefundedCents: number,
): RefundPlan | null {
  const amountCents = providerRefundedCents - purchase.refunded_cents;
  if (amountCents <= 0) return null;
  const left = purchase.credits - purchase.reversed_credits;
  const credits = Math.min(left, Math.ceil((amountCents * purchase.credits) / purchase.amount_cents));
  return { credits, amountCents };
}
