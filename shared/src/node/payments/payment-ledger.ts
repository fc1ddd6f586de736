import type { DataSource, EntityManager } from 'typeorm';
import { queueAffiliatePostback } from '../../db/affiliate-postbacks';
import { insertCreditEntryOnce } from '../../db/credit-ledger';
import type { MemberEvent } from '../../events';
import type { PaymentStatus } from '../../payments/payment-types';
import type { ProviderPayment } from './payment-provider';
import {
  addPurchasedCredits,
  addReversedCredits,
  endPremiumWithoutPurchases,
  insertCreditEntry,
  lockBalance,
  lockPaymentByProviderId,
  markChargedBack,
  recordPaymentEvent,
  recordRedemption,
  setPaymentStatus,
  takeCredits,
  type PaymentRow,
} from './payments-data';

export type { PaymentRow } from './payments-data';

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
    const row = await lockPaymentByProviderId(manager, providerName, payment.id);
    if (!row) {
      await recordEvent(manager, providerName, payment.id, null, 'status', 'unknown_payment', { status: payment.status });
      return { outcome: { kind: 'unknown_payment' }, events };
    }
    if (
      payment.amountCents !== row.amount_cents ||
      payment.currency !== row.currency ||
      (payment.orderId !== null && payment.orderId !== row.id)
    ) {
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
      await markChargedBack(manager, row.id);
      await keepPremiumWithPurchases(manager, row.user_id, events);
    }
    if (status === from) {
      await recordEvent(manager, providerName, payment.id, row.id, 'status', 'unchanged', { status: payment.status });
      return { outcome: { kind: 'unchanged', paymentId: row.id, status }, events };
    }
    await setPaymentStatus(manager, row.id, status);
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
  if (!(await insertCreditEntryOnce(manager, payment.user_id, payment.credits, 'purchase', `payment:${payment.id}`))) return;
  const user = await lockBalance(manager, payment.user_id);
  const settled = Math.min(user.credit_debt, payment.credits);
  if (settled > 0) await insertCreditEntry(manager, payment.user_id, -settled, 'debt_settlement', `debt:payment:${payment.id}`);
  const balance = await addPurchasedCredits(manager, payment.user_id, payment.credits - settled, settled);
  if (payment.discount_code_id !== null) await recordRedemption(manager, payment.discount_code_id, payment.user_id, payment.id);
  // The network hears of the first purchase only: its row is unique per member and event.
  await queueAffiliatePostback(manager, payment.user_id, 'purchase');
  events.push([
    payment.user_id,
    'counters.changed',
    { credits: balance.credits, credit_debt: balance.credit_debt, paid_user: true, time_bonus: null },
  ]);
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
  const user = await lockBalance(manager, payment.user_id);
  const taken = Math.min(user.credits, credits);
  const owed = credits - taken;
  await insertCreditEntry(manager, payment.user_id, -taken, reason, `${reason}:payment:${payment.id}:${payment.reversed_credits}`);
  const after = await takeCredits(manager, payment.user_id, taken, owed);
  await addReversedCredits(manager, payment.id, credits);
  payment.reversed_credits += credits;
  events.push([payment.user_id, 'counters.changed', { credits: after.credits, credit_debt: after.credit_debt }]);
  return { taken, owed };
}

/**
 * Premium is for life once bought, and stays as long as one purchase stands: a purchase
 * refunded in full or charged back no longer counts. Run after a payment left 'paid'
 * (its new status already written).
 */
export async function keepPremiumWithPurchases(manager: EntityManager, userId: number, events: MemberEvent[]): Promise<void> {
  if (await endPremiumWithoutPurchases(manager, userId)) events.push([userId, 'counters.changed', { paid_user: false }]);
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
  await recordPaymentEvent(manager, { provider, providerPaymentId, paymentId, kind, outcome, detail });
}
