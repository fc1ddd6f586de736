import type { DataSource } from 'typeorm';

/**
 * Direct-debit details a tester can type on a dev install to see the "blocked" message
 * (direct_debit_blocked). Stored as the check compares them: the IBAN in electronic form, the
 * phone in E.164 (so "NL02 ABNA 0123 4567 89" and "06 11111111" on the Dutch site match too).
 */
export const DEMO_BLOCKED_PAYMENT_DETAILS = [
  { kind: 'iban', value: 'NL02ABNA0123456789', reason: 'demo: a blocked account' },
  { kind: 'phone', value: '+31611111111', reason: 'demo: a blocked phone' },
] as const;

/** Idempotent: a detail already on the list is left as it is. */
export async function seedDemoBlockedPaymentDetails(db: DataSource): Promise<number> {
  let created = 0;
  for (const d of DEMO_BLOCKED_PAYMENT_DETAILS) {
    const rows = (await db.query(
      `INSERT INTO blocked_payment_details (kind, value, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING kind`,
      [d.kind, d.value, d.reason],
    )) as unknown[];
    created += rows.length;
  }
  return created;
}
