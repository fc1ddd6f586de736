import { returnedRows } from '../../db/account-tokens';
import type { Queryable } from '../../db/queryable';
import type { Locale } from '../../constants';
import type { ReceiptFacts } from '../../payments/receipt';
import type { PaymentStatus } from '../../payments/payment-types';

// Every statement of the payment code both the backend and the workers run (settling,
// refunds, chargebacks, paid effects, receipts), with the rows they return. Functions take
// the settling transaction's manager or the data source.

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

export interface Balance {
  credits: number;
  credit_debt: number;
}

// ---- Payments ----

/** The order a provider payment belongs to, locked for the settling transaction. */
export async function lockPaymentByProviderId(db: Queryable, provider: string, providerPaymentId: string): Promise<PaymentRow | null> {
  const [row] = (await db.query(
    `SELECT id, user_id, credits, amount_cents, currency, status, provider, provider_payment_id, discount_code_id,
            sequence_type, reversed_credits, refunded_cents
       FROM payments WHERE provider = $1 AND provider_payment_id = $2 FOR UPDATE`,
    [provider, providerPaymentId],
  )) as PaymentRow[];
  return row ?? null;
}

export async function markChargedBack(db: Queryable, paymentId: number): Promise<void> {
  await db.query(`UPDATE payments SET status = 'charged_back' WHERE id = $1`, [paymentId]);
}

/** The new status; becoming paid also dates the payment. */
export async function setPaymentStatus(db: Queryable, paymentId: number, status: PaymentStatus): Promise<void> {
  await db.query(
    `UPDATE payments SET status = $2, updated_at = now(), paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END WHERE id = $1`,
    [paymentId, status],
  );
}

export async function addReversedCredits(db: Queryable, paymentId: number, credits: number): Promise<void> {
  await db.query(`UPDATE payments SET reversed_credits = reversed_credits + $2, updated_at = now() WHERE id = $1`, [paymentId, credits]);
}

/** The receipt's tax country is the member's country now (the moment the payment is paid). */
export async function fixTaxCountry(db: Queryable, paymentId: number, userId: number): Promise<void> {
  await db.query(`UPDATE payments SET tax_country = (SELECT country FROM users WHERE id = $2) WHERE id = $1`, [paymentId, userId]);
}

export async function recordPaymentEvent(
  db: Queryable,
  e: {
    provider: string;
    providerPaymentId: string | null;
    paymentId: number | null;
    kind: string;
    outcome: string;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_events (provider, provider_payment_id, payment_id, kind, outcome, detail) VALUES ($1, $2, $3, $4, $5, $6)`,
    [e.provider, e.providerPaymentId, e.paymentId, e.kind, e.outcome, JSON.stringify(e.detail)],
  );
}

export async function recordRedemption(db: Queryable, discountCodeId: number, userId: number, paymentId: number): Promise<void> {
  await db.query(`INSERT INTO discount_redemptions (discount_code_id, user_id, payment_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    discountCodeId,
    userId,
    paymentId,
  ]);
}

// ---- Mandates ----

export interface KeptMandate {
  userId: number;
  provider: string;
  customerId: string;
  mandateId: string;
  method: string;
  label: string;
}

/** Stores the mandate a provider kept (once per provider mandate id) and names it on the payment if it names none. */
export async function keepMandate(db: Queryable, paymentId: number, m: KeptMandate): Promise<void> {
  await db.query(
    `INSERT INTO mandates (user_id, provider, provider_customer_id, provider_mandate_id, method, label)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ON CONSTRAINT mandates_provider_id DO NOTHING`,
    [m.userId, m.provider, m.customerId, m.mandateId, m.method, m.label],
  );
  await db.query(
    `UPDATE payments SET mandate_id = (SELECT id FROM mandates WHERE provider = $2 AND provider_mandate_id = $3)
      WHERE id = $1 AND mandate_id IS NULL`,
    [paymentId, m.provider, m.mandateId],
  );
}

// ---- Credits ----

/** A ledger row whose key cannot have been used (the caller holds the payment's lock). */
export async function insertCreditEntry(db: Queryable, userId: number, amount: number, reason: string, key: string): Promise<void> {
  await db.query(`INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, $3, $4)`, [
    userId,
    amount,
    reason,
    key,
  ]);
}

/** The member's balance, locked for the caller's transaction. */
export async function lockBalance(db: Queryable, userId: number): Promise<Balance> {
  const [row] = (await db.query(`SELECT credits, credit_debt FROM users WHERE id = $1 FOR UPDATE`, [userId])) as Balance[];
  return row!;
}

/** Adds purchased credits less the debt they settle; the member is premium from now on. */
export async function addPurchasedCredits(db: Queryable, userId: number, credits: number, settled: number): Promise<Balance> {
  const [balance] = returnedRows<Balance>(
    await db.query(
      `UPDATE users SET credits = credits + $2, credit_debt = credit_debt - $3, paid_user = true WHERE id = $1
     RETURNING credits, credit_debt`,
      [userId, credits, settled],
    ),
  );
  return balance!;
}

/** Takes `taken` credits from the balance and adds `owed` to the debt. */
export async function takeCredits(db: Queryable, userId: number, taken: number, owed: number): Promise<Balance> {
  const [balance] = returnedRows<Balance>(
    await db.query(`UPDATE users SET credits = credits - $2, credit_debt = credit_debt + $3 WHERE id = $1 RETURNING credits, credit_debt`, [
      userId,
      taken,
      owed,
    ]),
  );
  return balance!;
}

/** Premium ends when no paid purchase stands; true when it ended now. */
export async function endPremiumWithoutPurchases(db: Queryable, userId: number): Promise<boolean> {
  const changed = returnedRows<{ paid_user: boolean }>(
    await db.query(
      `UPDATE users SET paid_user = false WHERE id = $1 AND paid_user
        AND NOT EXISTS (SELECT 1 FROM payments WHERE user_id = $1 AND status = 'paid')
     RETURNING paid_user`,
      [userId],
    ),
  );
  return changed.length > 0;
}

// ---- Receipts ----

export interface ReceiptSourceRow {
  id: number;
  user_id: number;
  status: ReceiptFacts['payment']['status'];
  paid_at: Date | null;
  tier: ReceiptFacts['payment']['tier'];
  credits: number;
  method: ReceiptFacts['payment']['method'];
  amount_cents: number;
  currency: string;
  refunded_cents: number;
  tax_country: string;
  member_name: string;
  member_email: string;
  member_language: Locale;
  site_name: string;
  site_domain: string;
  support_email: string;
  company: ReceiptFacts['company'];
}

/**
 * Everything a payment's receipt is made of, in one statement: the payment and its package,
 * the member, their site and the operating company. The tax country is the one fixed when
 * the payment was paid (the member's country until then).
 */
export async function receiptSourceRow(db: Queryable, paymentId: number): Promise<ReceiptSourceRow | null> {
  const [row] = (await db.query(
    `SELECT p.id, p.user_id, p.status, p.paid_at, k.tier, p.credits, p.method, p.amount_cents, p.currency, p.refunded_cents,
            coalesce(p.tax_country, u.country) AS tax_country,
            u.name AS member_name, u.email AS member_email, u.language AS member_language,
            s.name AS site_name, s.domain AS site_domain, s.support_email,
            jsonb_build_object('name', c.name, 'address', c.address, 'city', c.city, 'country', c.country, 'kvk', c.kvk,
                               'vat_numbers', c.vat_numbers) AS company
       FROM payments p
       JOIN credit_packages k ON k.id = p.package_id
       JOIN users u ON u.id = p.user_id
       JOIN sites s ON s.id = p.site_id
       JOIN company c ON c.id = 1
      WHERE p.id = $1`,
    [paymentId],
  )) as ReceiptSourceRow[];
  return row ?? null;
}
