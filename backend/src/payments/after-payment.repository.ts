import type { PackageTier, PaymentMethod, PaymentStatus } from '@amoretto/shared';
import { returnedRows, type Queryable } from '@amoretto/shared/db';
import type { PaymentRow } from '@amoretto/shared/node';

// The statements of what follows a paid payment: refunds and repeat orders.

/** A member's own payment as a refund reads it, with its site's refund rule. */
export interface RefundRow extends PaymentRow {
  paid_at: Date | null;
  refund_days: number;
  site_name: string;
}

/**
 * Locks one of the member's payments for a refund (the settlement takes the same lock);
 * null for none or someone else's, 'busy' while another refund or a settlement holds it. A
 * refund request does not queue behind another: it would hold a pooled connection while the
 * first one waits on the provider.
 */
export async function lockPaymentForRefund(manager: Queryable, userId: number, paymentId: number): Promise<RefundRow | null | 'busy'> {
  const [row] = (await manager
    .query(
      `SELECT p.id, p.user_id, p.credits, p.amount_cents, p.currency, p.status, p.provider, p.provider_payment_id, p.discount_code_id,
            p.sequence_type, p.reversed_credits, p.refunded_cents, p.paid_at, s.refund_days, s.name AS site_name
       FROM payments p JOIN sites s ON s.id = p.site_id
      WHERE p.id = $2 AND p.user_id = $1
        FOR UPDATE OF p NOWAIT`,
      [userId, paymentId],
    )
    .catch((error: unknown) => {
      if (isLockNotAvailable(error)) return ['busy'];
      throw error;
    })) as Array<RefundRow | 'busy'>;
  return row ?? null;
}

const isLockNotAvailable = (error: unknown): boolean =>
  (error as { driverError?: { code?: string } } | null)?.driverError?.code === '55P03';

/** The member's balance, locked (after the payment row, in the order the settlement locks them). */
export async function lockBalance(manager: Queryable, userId: number): Promise<number> {
  const [row] = (await manager.query(`SELECT credits FROM users WHERE id = $1 FOR UPDATE`, [userId])) as Array<{ credits: number }>;
  return row?.credits ?? 0;
}

/**
 * Records money given back. All credits back: the purchase is `refunded`; some: it stays
 * `paid` with its reversed_credits raised (done by the ledger's reversal before this).
 */
export async function recordRefund(manager: Queryable, paymentId: number, amountCents: number): Promise<PaymentStatus> {
  const [row] = returnedRows<{ status: PaymentStatus }>(
    await manager.query(
      `UPDATE payments SET refunded_cents = refunded_cents + $2, updated_at = now(),
            status = CASE WHEN status = 'paid' AND reversed_credits >= credits THEN 'refunded' ELSE status END
      WHERE id = $1 RETURNING status`,
      [paymentId, amountCents],
    ),
  );
  return row!.status;
}

/** An earlier order of the member that can be bought again: the newest paid one of its package and method. */
export interface RepeatableRow {
  payment_id: number;
  package_id: number;
  tier: PackageTier;
  credits: number;
  price_cents: number;
  currency: string;
  method: PaymentMethod;
  last_paid_at: Date;
}

const REPEATABLE = `
  SELECT DISTINCT ON (p.package_id, p.method)
         p.id AS payment_id, k.id AS package_id, k.tier, k.credits, k.price_cents, k.currency, p.method, p.paid_at AS last_paid_at
    FROM payments p
    JOIN users u ON u.id = p.user_id
    JOIN credit_packages k ON k.id = p.package_id AND k.site_id = u.site_id AND k.active
   WHERE p.user_id = $1 AND p.status IN ('paid', 'refunded') AND p.paid_at IS NOT NULL`;

/** One row per package and method the member bought (and did not charge back), newest purchase first. */
export async function repeatableOrders(db: Queryable, userId: number): Promise<RepeatableRow[]> {
  return (await db.query(
    `SELECT * FROM (${REPEATABLE} ORDER BY p.package_id, p.method, p.paid_at DESC, p.id DESC) o ORDER BY last_paid_at DESC, payment_id DESC`,
    [userId],
  )) as RepeatableRow[];
}

/** One earlier order of the member, if it can be bought again. */
export async function repeatableOrder(db: Queryable, userId: number, paymentId: number): Promise<RepeatableRow | null> {
  const [row] = (await db.query(`${REPEATABLE} AND p.id = $2`, [userId, paymentId])) as RepeatableRow[];
  return row ?? null;
}

/** The member's newest valid mandate for a method at this provider (the card a repeat charges). */
export async function newestValidMandate(
  db: Queryable,
  userId: number,
  provider: string,
  method: PaymentMethod,
): Promise<{ id: number; label: string } | null> {
  const [row] = (await db.query(
    `SELECT id, label FROM mandates WHERE user_id = $1 AND provider = $2 AND method = $3 AND status = 'valid'
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId, provider, method],
  )) as Array<{ id: number; label: string }>;
  return row ?? null;
}

/** The provider will not charge this mandate again (revoked, expired card): repeat orders stop offering it. */
export async function invalidateMandate(db: Queryable, mandateId: number): Promise<void> {
  await db.query(`UPDATE mandates SET status = 'invalid' WHERE id = $1`, [mandateId]);
}
