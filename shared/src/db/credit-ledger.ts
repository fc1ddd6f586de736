import { returnedRows } from './account-tokens';
import type { Queryable } from './queryable';

/**
 * A ledger row (credit_entries) under an idempotency key, unique per member; false when the
 * key was used already and nothing was inserted. Signup credits (backend) and purchases
 * (payment settlement, backend and workers) are granted through it, so a repeat grants nothing.
 */
export async function insertCreditEntryOnce(db: Queryable, userId: number, amount: number, reason: string, key: string): Promise<boolean> {
  const inserted = returnedRows<{ id: string }>(
    await db.query(
      `INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT credit_entries_idempotency DO NOTHING RETURNING id`,
      [userId, amount, reason, key],
    ),
  );
  return inserted.length > 0;
}
