import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '../../db/account-tokens';
import type { MemberEvent } from '../../events';
import type { PaymentStatus } from '../../payments/payment-types';
import type { ProviderPayment } from './payment-provider';

/** The payment row as settlement reads it (locked). */
export interface PaymentRow {
  id: number;
  user_id: number;
  credits: number;
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  provider: string;
  provider_payment_id: string | null;
  discount_code_id: number | null;
  sequence_type: 'oneoff' | 'first' | 'recurring';
  reversed_credits: number;
  refunded_cents: number;
}

export type SettleOutcome =
  | { kind: 'unknown_payment' }
  | { kind: 'mismatch'; paymentId: number }
  | { kind: 'unchanged'; paymentId: number; status: PaymentStatus }
  | { kind: 'updated'; paymentId: number; userId: number; from: PaymentStatus; status: PaymentStatus };

export interface SettleResult {
  outcome: SettleOutcome;
  /** What open tabs must learn; the caller emits these after the commit. */
  events: MemberEvent[];
}

/** Runs inside the settling transaction once a payment became paid (receipt mail, mandate, …). */
export type PaidHook = (manager: EntityManager, payment: PaymentRow, provider: ProviderPayment) => Promise<void>;

interface Balance {
  credits: number;
  credit_debt: number;
}

const UNSETTLED: readonly PaymentStatus[] = ['open', 'pending'];
const FINAL_UNPAID: readonly PaymentStatus[] = ['failed', 'canceled', 'expired'];

/**
 * Brings one payment in line with what the provider reports, in one transaction with the
 * payment row locked, so a webhook repeated, raced or replayed changes things once:
 * - unknown provider id, or an amount/currency other than the order's: nothing changes,
 *   the call is recorded in payment_events;
 * - paid: the purchase's credits enter the ledger under the key `payment:{id}` (unique per
 *   member), settling any credit debt first, and the member becomes premium for life;
 * - charged back by the member's bank: what is left of the purchase is taken back
 *   (reversePurchase);
 * - otherwise an unsettled payment takes the provider's status.
 */
export async function settleFromProvider(
  db: DataSource,
  providerName: string,
  payment: ProviderPayment,
  hooks: { onPaid?: PaidHook } = {},
): Promise<SettleResult> {
  return db.transaction('READ COMMITTED', async (manager) => {
    const events: MemberEvent[] = [];
    const [row] = (await manager.query(
      `SELECT id, user_id, credits, amount_cents, currency, status, provider, provider_payment_id, discount_code_id,
              sequence_type, reversed_credits, refunded_cents
         FROM payments WHERE provider = $1 AND provider_payment_id = $2 FOR UPDATE`,
      [providerName, payment.id],
    )) as PaymentRow[];
    if (!row) {
      await recordEvent(manager, providerName, payment.id, null, 'status', 'unknown_payment', { status: payment.status });
      return { outcome: { kind: 'unknown_payment' }, events };
    }
    if (payment.amountCents !== row.amount_cents || payment.currency !== row.currency
      || (payment.orderId !== null && payment.orderId !== row.id)) {
      await recordEvent(manager, providerName, payment.id, row.id, 'status', 'mismatch', {
        expected: { amount_cents: row.amount_cents, currency: row.currency, order: row.id },
        reported: { amount_cents: payment.amountCents, currency: payment.currency, order: payment.orderId },
      });
      return { outcome: { kind: 'mismatch', paymentId: row.id }, events };
    }

    const from = row.status;
    let status = from;
    if (payment.status === 'paid' && (UNSETTLED.includes(from) || FINAL_UNPAID.includes(from))) {
      await grantPurchase(manager, row, events);
      status = 'paid';
      await hooks.onPaid?.(manager, row, payment);
    } else if (UNSETTLED.includes(from) && payment.status !== from) {
      status = payment.status;
    }
    if (payment.chargedBackCents > 0 && (status === 'paid' || status === 'refunded')) {
      await reversePurchase(manager, row, row.credits - row.reversed_credits, 'chargeback', events);
      status = 'charged_back';
    }
    if (status === 'charged_back') {
      await manager.query(`UPDATE payments SET status = 'charged_back' WHERE id = $1`, [row.id]);
      await keepPremiumWithPurchases(manager, row.user_id, events);
    }
    if (status === from) {
      await recordEvent(manager, providerName, payment.id, row.id, 'status', 'unchanged', { status: payment.status });
      return { outcome: { kind: 'unchanged', paymentId: row.id, status }, events };
    }
    await manager.query(
      `UPDATE payments SET status = $2, updated_at = now(), paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END WHERE id = $1`,
      [row.id, status],
    );
    await recordEvent(manager, providerName, payment.id, row.id, 'status', 'applied', { from, to: status });
    return { outcome: { kind: 'updated', paymentId: row.id, userId: row.user_id, from, status }, events };
  });
}

/**
 * Adds a paid purchase's credits. The ledger row's key makes it once per payment even if
 * two transactions got here (they cannot while the payment row is locked, but the key is
 * the guarantee). A debt from an earlier chargeback is settled first from these credits.
 */
async function grantPurchase(manager: EntityManager, payment: PaymentRow, events: MemberEvent[]): Promise<void> {
  const inserted = (await manager.query(
    `INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, 'purchase', $3)
     ON CONFLICT ON CONSTRAINT credit_entries_idempotency DO NOTHING RETURNING id`,
    [payment.user_id, payment.credits, `payment:${payment.id}`],
  )) as Array<{ id: string }>;
  if (inserted.length === 0) return;
  const [user] = (await manager.query(`SELECT credits, credit_debt FROM users WHERE id = $1 FOR UPDATE`, [payment.user_id])) as Array<{
    credits: number;
    credit_debt: number;
  }>;
  const settled = Math.min(user!.credit_debt, payment.credits);
  if (settled > 0) {
    await manager.query(
      `INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, 'debt_settlement', $3)`,
      [payment.user_id, -settled, `debt:payment:${payment.id}`],
    );
  }
  const [balance] = returnedRows<Balance>(await manager.query(
    `UPDATE users SET credits = credits + $2, credit_debt = credit_debt - $3, paid_user = true WHERE id = $1
     RETURNING credits, credit_debt`,
    [payment.user_id, payment.credits - settled, settled],
  ));
  if (payment.discount_code_id !== null) {
    await manager.query(
      `INSERT INTO discount_redemptions (discount_code_id, user_id, payment_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [payment.discount_code_id, payment.user_id, payment.id],
    );
  }
  events.push([payment.user_id, 'counters.changed', { credits: balance!.credits, credit_debt: balance!.credit_debt, paid_user: true, time_bonus: null }]);
}

/**
 * Takes up to `credits` of a purchase back (refund or chargeback). The balance never goes
 * below zero: what was already spent becomes credit_debt, which the next credits settle.
 */
export async function reversePurchase(
  manager: EntityManager,
  payment: PaymentRow,
  credits: number,
  reason: 'refund' | 'chargeback',
  events: MemberEvent[],
): Promise<{ taken: number; owed: number }> {
  if (credits <= 0) return { taken: 0, owed: 0 };
  const [user] = (await manager.query(`SELECT credits FROM users WHERE id = $1 FOR UPDATE`, [payment.user_id])) as Array<{ credits: number }>;
  const taken = Math.min(user!.credits, credits);
  const owed = credits - taken;
  await manager.query(
    `INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, $3, $4)`,
    [payment.user_id, -taken, reason, `${reason}:payment:${payment.id}:${payment.reversed_credits}`],
  );
  const [after] = returnedRows<Balance>(await manager.query(
    `UPDATE users SET credits = credits - $2, credit_debt = credit_debt + $3 WHERE id = $1 RETURNING credits, credit_debt`,
    [payment.user_id, taken, owed],
  ));
  await manager.query(`UPDATE payments SET reversed_credits = reversed_credits + $2, updated_at = now() WHERE id = $1`, [payment.id, credits]);
  payment.reversed_credits += credits;
  events.push([payment.user_id, 'counters.changed', { credits: after!.credits, credit_debt: after!.credit_debt }]);
  return { taken, owed };
}

/**
 * Premium is for life once bought, and stays as long as one purchase stands: a purchase
 * refunded in full or charged back no longer counts. Run after a payment left 'paid'
 * (its new status already written).
 */
export async function keepPremiumWithPurchases(manager: EntityManager, userId: number, events: MemberEvent[]): Promise<void> {
  const changed = returnedRows<{ paid_user: boolean }>(await manager.query(
    `UPDATE users SET paid_user = false WHERE id = $1 AND paid_user
        AND NOT EXISTS (SELECT 1 FROM payments WHERE user_id = $1 AND status = 'paid')
     RETURNING paid_user`,
    [userId],
  ));
  if (changed.length > 0) events.push([userId, 'counters.changed', { paid_user: false }]);
}

export async function recordEvent(
  manager: EntityManager,
  provider: string,
  providerPaymentId: string | null,
  paymentId: number | null,
  kind: string,
  outcome: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await manager.query(
    `INSERT INTO payment_events (provider, provider_payment_id, payment_id, kind, outcome, detail) VALUES ($1, $2, $3, $4, $5, $6)`,
    [provider, providerPaymentId, paymentId, kind, outcome, JSON.stringify(detail)],
  );
}
