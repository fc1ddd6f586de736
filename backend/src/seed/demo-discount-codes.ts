import type { DataSource } from 'typeorm';

/** Codes a developer can type at checkout on a dev install. */
export const DEMO_DISCOUNT_CODES = [
  // Anyone, any site, any method, no end.
  { code: 'DEMO10', value_percentage: 10, country: null, currency: null, paymentmethods: null, minimum_order_value_cents: null },
  // The Dutch site only, paid with iDEAL, on a package of at least 19.99.
  { code: 'DEMO20NL', value_percentage: 20, country: 'NL', currency: 'EUR', paymentmethods: ['ideal'], minimum_order_value_cents: 1999 },
] as const;

/** Idempotent: a code already there (same spelling) is left as it is. */
export async function seedDemoDiscountCodes(db: DataSource): Promise<number> {
  let created = 0;
  for (const c of DEMO_DISCOUNT_CODES) {
    const rows = (await db.query(
      `INSERT INTO discount_codes (code, value_percentage, country, currency, paymentmethods, minimum_order_value_cents)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (upper(code)) WHERE user_id IS NULL DO NOTHING RETURNING id`,
      [c.code, c.value_percentage, c.country, c.currency, c.paymentmethods, c.minimum_order_value_cents],
    )) as unknown[];
    created += rows.length;
  }
  return created;
}
