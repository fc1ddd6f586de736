import type { Queryable } from '@amoretto/shared/db';
import type { PaymentMethod, PaymentStatus, PackageTier } from '@amoretto/shared';
import type { PackageRow, SequenceType } from './payment-rules';

// Every statement of the payments module, with the rows it returns.

/** The member as a payment needs them: where they live, which site, how the provider addresses them. */
export interface PayingMember {
  id: number;
  email: string;
  name: string;
  country: string;
  language: string;
  site_id: number;
  site_name: string;
  site_domain: string;
  site_hosts: string[];
}

export async function payingMember(db: Queryable, userId: number): Promise<PayingMember | null> {
  const [row] = (await db.query(
    `SELECT u.id, u.email, u.name, u.country, u.language, u.site_id, s.name AS site_name, s.domain AS site_domain,
            array_prepend(s.domain, s.aliases) AS site_hosts
       FROM users u JOIN sites s ON s.id = u.site_id WHERE u.id = $1`,
    [userId],
  )) as PayingMember[];
  return row ?? null;
}

const PACKAGE_COLUMNS = `id, tier, credits, price_cents, currency, popular`;

export async function packagesOfSite(db: Queryable, siteId: number): Promise<PackageRow[]> {
  return (await db.query(`SELECT ${PACKAGE_COLUMNS} FROM credit_packages WHERE site_id = $1 AND active ORDER BY tier`, [
    siteId,
  ])) as PackageRow[];
}

export async function packageOfSite(db: Queryable, siteId: number, packageId: number): Promise<PackageRow | null> {
  const [row] = (await db.query(`SELECT ${PACKAGE_COLUMNS} FROM credit_packages WHERE id = $1 AND site_id = $2 AND active`, [
    packageId,
    siteId,
  ])) as PackageRow[];
  return row ?? null;
}

export interface NewPayment {
  userId: number;
  siteId: number;
  packageId: number;
  credits: number;
  priceCents: number;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  discountCodeId: number | null;
  discountCode: string | null;
  discountPercentage: number;
  provider: string;
  sequenceType: SequenceType;
  mandateId: number | null;
  idempotencyKey: string;
}

/** Inserts the order; null when the member already used this idempotency key. */
export async function insertPayment(db: Queryable, p: NewPayment): Promise<number | null> {
  const rows = (await db.query(
    `INSERT INTO payments (user_id, site_id, package_id, credits, price_cents, amount_cents, currency, method, discount_code_id,
                           discount_code, discount_percentage, provider, sequence_type, mandate_id, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT ON CONSTRAINT payments_idempotency DO NOTHING RETURNING id`,
    [
      p.userId,
      p.siteId,
      p.packageId,
      p.credits,
      p.priceCents,
      p.amountCents,
      p.currency,
      p.method,
      p.discountCodeId,
      p.discountCode,
      p.discountPercentage,
      p.provider,
      p.sequenceType,
      p.mandateId,
      p.idempotencyKey,
    ],
  )) as Array<{ id: number }>;
  return rows[0]?.id ?? null;
}

export async function paymentIdByKey(db: Queryable, userId: number, idempotencyKey: string): Promise<number | null> {
  const [row] = (await db.query(`SELECT id FROM payments WHERE user_id = $1 AND idempotency_key = $2`, [userId, idempotencyKey])) as Array<{
    id: number;
  }>;
  return row?.id ?? null;
}

/** The order as starting it at the provider needs it, locked so one request at a time does that. */
export interface StartingPayment {
  id: number;
  user_id: number;
  amount_cents: number;
  currency: string;
  method: PaymentMethod;
  status: PaymentStatus;
  sequence_type: SequenceType;
  provider: string;
  provider_payment_id: string | null;
  checkout_url: string | null;
  mandate_id: number | null;
}

export async function lockStartingPayment(manager: Queryable, id: number): Promise<StartingPayment> {
  const [row] = (await manager.query(
    `SELECT id, user_id, amount_cents, currency, method, status, sequence_type, provider, provider_payment_id, checkout_url, mandate_id
       FROM payments WHERE id = $1 FOR UPDATE`,
    [id],
  )) as StartingPayment[];
  return row!;
}

export async function setProviderPayment(
  manager: Queryable,
  id: number,
  providerPaymentId: string,
  checkoutUrl: string | null,
  status: 'open' | 'pending',
): Promise<void> {
  await manager.query(
    `UPDATE payments SET provider_payment_id = $2, checkout_url = $3,
            status = CASE WHEN status IN ('open', 'pending') THEN $4 ELSE status END, updated_at = now()
      WHERE id = $1`,
    [id, providerPaymentId, checkoutUrl, status],
  );
}

/** The provider refused or could not be reached: the order never started and cannot be paid. */
export async function markNotStarted(manager: Queryable, id: number): Promise<void> {
  await manager.query(`UPDATE payments SET status = 'failed', updated_at = now() WHERE id = $1 AND provider_payment_id IS NULL`, [id]);
}

/** A payment as the member's views show it. */
export interface PaymentViewRow {
  id: number;
  status: PaymentStatus;
  package_id: number;
  tier: PackageTier;
  credits: number;
  amount_cents: number;
  price_cents: number;
  currency: string;
  method: PaymentMethod;
  discount_code: string | null;
  discount_percentage: number;
  created_at: Date;
  paid_at: Date | null;
  reversed_credits: number;
  refund_days: number;
  checkout_url: string | null;
  sequence_type: SequenceType;
  refunded_cents: number;
  /** The member's balance now: a refund gives back only credits still held. */
  member_credits: number;
}

const VIEW_SELECT = `SELECT p.id, p.status, p.package_id, k.tier, p.credits, p.amount_cents, p.price_cents, p.currency, p.method,
       p.discount_code, p.discount_percentage, p.created_at, p.paid_at, p.reversed_credits, s.refund_days, p.checkout_url,
       p.sequence_type, p.refunded_cents, u.credits AS member_credits
  FROM payments p JOIN credit_packages k ON k.id = p.package_id JOIN sites s ON s.id = p.site_id JOIN users u ON u.id = p.user_id`;

export async function paymentsOfMember(db: Queryable, userId: number): Promise<PaymentViewRow[]> {
  return (await db.query(`${VIEW_SELECT} WHERE p.user_id = $1 ORDER BY p.created_at DESC, p.id DESC`, [userId])) as PaymentViewRow[];
}

/** One of the member's own payments; null for a payment of someone else or none. */
export async function paymentOfMember(db: Queryable, userId: number, paymentId: number): Promise<PaymentViewRow | null> {
  const [row] = (await db.query(`${VIEW_SELECT} WHERE p.user_id = $1 AND p.id = $2`, [userId, paymentId])) as PaymentViewRow[];
  return row ?? null;
}

export interface MandateRow {
  id: number;
  provider: string;
  provider_customer_id: string;
  provider_mandate_id: string;
  method: PaymentMethod;
  label: string;
}

/** A valid mandate of the member at this provider. */
export async function validMandateOfMember(db: Queryable, userId: number, mandateId: number, provider: string): Promise<MandateRow | null> {
  const [row] = (await db.query(
    `SELECT id, provider, provider_customer_id, provider_mandate_id, method, label FROM mandates
      WHERE id = $1 AND user_id = $2 AND provider = $3 AND status = 'valid'`,
    [mandateId, userId, provider],
  )) as MandateRow[];
  return row ?? null;
}

export async function mandateById(db: Queryable, mandateId: number): Promise<MandateRow | null> {
  const [row] = (await db.query(
    `SELECT id, provider, provider_customer_id, provider_mandate_id, method, label FROM mandates WHERE id = $1`,
    [mandateId],
  )) as MandateRow[];
  return row ?? null;
}

/** The provider's id of a payment (sandbox tester controls address payments by the product's id too). */
export async function providerPaymentIdOf(db: Queryable, paymentId: number, provider: string): Promise<string | null> {
  const [row] = (await db.query(`SELECT provider_payment_id FROM payments WHERE id = $1 AND provider = $2`, [
    paymentId,
    provider,
  ])) as Array<{
    provider_payment_id: string | null;
  }>;
  return row?.provider_payment_id ?? null;
}

/** Whether any order was started at the provider under this id (an unknown id at the webhook is then a provider fault, not a forgery). */
export async function knownProviderPayment(db: Queryable, provider: string, providerPaymentId: string): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 FROM payments WHERE provider = $1 AND provider_payment_id = $2`, [
    provider,
    providerPaymentId,
  ])) as unknown[];
  return rows.length > 0;
}

export async function providerMandateIdOf(db: Queryable, mandateId: number, provider: string): Promise<string | null> {
  const [row] = (await db.query(`SELECT provider_mandate_id FROM mandates WHERE id = $1 AND provider = $2`, [
    mandateId,
    provider,
  ])) as Array<{
    provider_mandate_id: string;
  }>;
  return row?.provider_mandate_id ?? null;
}

/** The member's customer at the provider (payment_customers); null before the first order that needed one. */
export async function providerCustomerOf(db: Queryable, userId: number, provider: string): Promise<string | null> {
  const [row] = (await db.query(`SELECT provider_customer_id FROM payment_customers WHERE user_id = $1 AND provider = $2`, [
    userId,
    provider,
  ])) as Array<{ provider_customer_id: string }>;
  return row?.provider_customer_id ?? null;
}

/**
 * Makes a member's orders wait for each other until the caller's transaction ends, while one
 * of them creates the member's customer at the provider: two at once would make two.
 */
export async function lockMemberCustomer(db: Queryable, userId: number, provider: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('payment-customer:' || $2), $1)`, [userId, provider]);
}

export async function saveProviderCustomer(db: Queryable, userId: number, provider: string, customerId: string): Promise<void> {
  await db.query(
    `INSERT INTO payment_customers (user_id, provider, provider_customer_id) VALUES ($1, $2, $3) ON CONFLICT (user_id, provider) DO NOTHING`,
    [userId, provider, customerId],
  );
}
