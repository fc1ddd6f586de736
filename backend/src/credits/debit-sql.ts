// The credits ledger (credit_entries) and the balance cached on users.credits change together,
// inside the caller's transaction; CHECK (credits >= 0) backs up the conditional debit.

/** Parameter positions ($n) of a debit folded into a caller's statement. */
export interface DebitParams {
  userId: number;
  amount: number;
  reason: number;
  key: number;
}

/**
 * A paid debit as two data-modifying CTEs, for a caller that folds the purchase into one
 * statement: `debit` returns the new balance only when the
 * member had `amount` credits (no row: nothing taken), and the ledger row is inserted only
 * from that returned row, so balance and ledger still change together or not at all.
 * Later CTEs that must happen only on payment select FROM debit.
 */
export function debitCtes(p: DebitParams): string {
  return `debit AS (
      UPDATE users SET credits = credits - $${p.amount}::int WHERE id = $${p.userId} AND credits >= $${p.amount}::int RETURNING credits
    ), ledger AS (
      INSERT INTO credit_entries (user_id, amount, reason, idempotency_key)
      SELECT $${p.userId}::int, -$${p.amount}::int, $${p.reason}::text, $${p.key}::text FROM debit WHERE $${p.amount}::int > 0
    )`;
}
