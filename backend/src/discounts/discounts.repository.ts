import { timeBonusMember, type Queryable } from '@amoretto/shared/db';
import type { CodeUse, DiscountCodeRow, DiscountMember } from './discount-rules';

const CODE_COLUMNS = `id, code, kind, country, user_id, expires_at, value_percentage, currency, minimum_order_value_cents,
  status, validity, paymentmethods`;

/** The member's discount-relevant facts; null for a deleted or unknown member. The workers read them too (shared). */
export function discountMember(db: Queryable, userId: number): Promise<(DiscountMember & { site_id: number }) | null> {
  return timeBonusMember(db, userId);
}

/**
 * The code a member typed: their own code of that spelling first (their welcome offer),
 * else the public one. Spelling is case-blind, as the unique indexes are.
 */
export async function codeForMember(db: Queryable, userId: number, code: string): Promise<DiscountCodeRow | null> {
  const [row] = (await db.query(
    `SELECT ${CODE_COLUMNS} FROM discount_codes
      WHERE upper(code) = upper($2) AND (user_id = $1 OR user_id IS NULL)
      ORDER BY user_id NULLS LAST LIMIT 1`,
    [userId, code.trim()],
  )) as DiscountCodeRow[];
  return row ?? null;
}

export async function codeUse(db: Queryable, codeId: number, userId: number): Promise<CodeUse> {
  const [row] = (await db.query(
    `SELECT EXISTS (SELECT 1 FROM discount_redemptions WHERE discount_code_id = $1 AND user_id = $2) AS by_member,
            EXISTS (SELECT 1 FROM discount_redemptions WHERE discount_code_id = $1) AS by_anyone`,
    [codeId, userId],
  )) as Array<{ by_member: boolean; by_anyone: boolean }>;
  return { byMember: row!.by_member, byAnyone: row!.by_anyone };
}

/** The member's welcome offer row, if it was made. */
export async function welcomeCode(db: Queryable, userId: number): Promise<DiscountCodeRow | null> {
  const [row] = (await db.query(`SELECT ${CODE_COLUMNS} FROM discount_codes WHERE user_id = $1 AND kind = 'welcome' ORDER BY id LIMIT 1`, [
    userId,
  ])) as DiscountCodeRow[];
  return row ?? null;
}

/**
 * Makes the member's welcome offer once: concurrent first asks meet on the per-member unique
 * index and both read the one row.
 */
export async function ensureWelcomeCode(
  db: Queryable,
  userId: number,
  offer: { code: string; percentage: number; expiresAt: Date },
): Promise<DiscountCodeRow> {
  await db.query(
    `INSERT INTO discount_codes (code, kind, user_id, expires_at, value_percentage, validity)
     VALUES ($2, 'welcome', $1, $3, $4, 'once_per_user')
     ON CONFLICT (user_id, upper(code)) WHERE user_id IS NOT NULL DO NOTHING`,
    [userId, offer.code, offer.expiresAt, offer.percentage],
  );
  return (await welcomeCode(db, userId))!;
}

/**
 * What a code is checked against on the member's site: the currency its packages are sold in,
 * and the chosen package's list price (null when none is chosen). Null for a package that is
 * not on the member's site.
 */
export async function siteOrder(
  db: Queryable,
  siteId: number,
  packageId: number | null,
): Promise<{ currency: string; price_cents: number | null } | null> {
  const [row] = (await db.query(
    `SELECT currency, CASE WHEN $2::int IS NULL THEN NULL ELSE price_cents END AS price_cents
       FROM credit_packages
      WHERE site_id = $1 AND active AND ($2::int IS NULL OR id = $2)
      ORDER BY tier LIMIT 1`,
    [siteId, packageId],
  )) as Array<{ currency: string; price_cents: number | null }>;
  return row ?? null;
}
