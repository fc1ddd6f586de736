// Test helpers of the discount tests: codes, and a paid purchase that used one, settled
// through the ledger exactly as a provider's webhook settles it.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { settleFromProvider } from '@amoretto/shared/node';

export const uniqueCode = (prefix = 'TEST'): string => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

export async function createCode(db: DataSource, fields: Record<string, unknown> = {}): Promise<{ id: number; code: string }> {
  const row = { code: uniqueCode(), value_percentage: 10, ...fields };
  const columns = Object.keys(row);
  const [created] = (await db.query(
    `INSERT INTO discount_codes (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, code`,
    Object.values(row),
  )) as Array<{ id: number; code: string }>;
  return created!;
}

/** A purchase of the member's site's cheapest package with a discount code, made paid by the ledger. */
export async function paidPurchaseWith(db: DataSource, userId: number, discountCodeId: number | null): Promise<number> {
  const [pkg] = (await db.query(
    `SELECT p.id, p.site_id, p.credits, p.price_cents, p.currency FROM credit_packages p JOIN users u ON u.site_id = p.site_id
      WHERE u.id = $1 ORDER BY p.tier LIMIT 1`,
    [userId],
  )) as Array<{ id: number; site_id: number; credits: number; price_cents: number; currency: string }>;
  const providerId = `tst_${randomUUID()}`;
  const amount = Math.round(pkg!.price_cents * 0.9);
  const [payment] = (await db.query(
    `INSERT INTO payments (user_id, site_id, package_id, credits, price_cents, amount_cents, currency, method, discount_code_id,
                           discount_percentage, status, provider, provider_payment_id, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'ideal', $8, 10, 'open', 'sandbox', $9, $10) RETURNING id`,
    [userId, pkg!.site_id, pkg!.id, pkg!.credits, pkg!.price_cents, amount, pkg!.currency, discountCodeId, providerId, randomUUID()],
  )) as Array<{ id: number }>;
  const settled = await settleFromProvider(db, 'sandbox', {
    id: providerId,
    status: 'paid',
    amountCents: amount,
    currency: pkg!.currency,
    orderId: payment!.id,
    mandate: null,
    refundedCents: 0,
    chargedBackCents: 0,
  });
  if (settled.outcome.kind !== 'updated') throw new Error(`purchase not settled: ${JSON.stringify(settled.outcome)}`);
  return payment!.id;
}

/** Moves the member's signup back in time (the time bonus and the welcome offer run from it). */
export async function signedUpAgo(db: DataSource, userId: number, seconds: number): Promise<void> {
  await db.query(`UPDATE users SET signup_date = now() - make_interval(secs => $2) WHERE id = $1`, [userId, seconds]);
}

/** A package's id and list price on the site of a domain. */
export async function packageOn(db: DataSource, domain: string, tier: string): Promise<{ id: number; price_cents: number }> {
  const [row] = (await db.query(
    `SELECT p.id, p.price_cents FROM credit_packages p JOIN sites s ON s.id = p.site_id WHERE s.domain = $1 AND p.tier = $2`,
    [domain, tier],
  )) as Array<{ id: number; price_cents: number }>;
  return row!;
}
