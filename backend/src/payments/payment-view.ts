import type { PaymentView } from '@amoretto/shared';
import type { PaymentViewRow } from './payments.repository';
import { refundPlan } from './refund-rules';
import { paymentFailure } from './repeat-order-rules';

export function paymentView(row: PaymentViewRow, now: Date = new Date()): PaymentView {
  return {
    id: row.id,
    status: row.status,
    package: { id: row.package_id, tier: row.tier, credits: row.credits },
    amount_cents: row.amount_cents,
    price_cents: row.price_cents,
    currency: row.currency,
    method: row.method,
    discount:
      row.discount_code !== null && row.discount_percentage > 0 ? { code: row.discount_code, percentage: row.discount_percentage } : null,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    reversed_credits: row.reversed_credits,
    refundable: refundPlan(row, row.member_credits, row.refund_days, now) !== null,
    failure: paymentFailure(row.status, row.sequence_type),
  };
}
