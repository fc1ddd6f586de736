import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '@amoretto/shared/db';

export type SpendResult = { ok: true; balance: number } | { ok: false; balance: number };

/** Parameter positions ($n) of a debit folded into a caller's statement. */
export interface DebitParams {
  userId: number;
  amount: number;
  reason: number;
  key: number;
}

/**
 * The same debit as CreditsService.spend as two data-modifying CTEs, for a caller that
 * folds the purchase into one statement: `debit` returns the new balance only when the
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

/**
 * The credits ledger (credit_entries) and the balance cached on users.credits, always
 * changed together inside the caller's transaction. The balance never goes below zero:
 * a spend is one conditional UPDATE, and CHECK (credits >= 0) backs it up.
 */
@Injectable()
export class CreditsService {
  /**
   * Takes `amount` credits if the member has them, and writes the ledger row under
   * `key`. The caller makes the whole purchase idempotent (it looks up what `key` bought
   * before calling); the ledger's unique key is the last line of defence.
   */
  async spend(manager: EntityManager, userId: number, amount: number, reason: string, key: string): Promise<SpendResult> {
    const [row] = returnedRows<{ credits: number }>(
      await manager.query(`UPDATE users SET credits = credits - $2 WHERE id = $1 AND credits >= $2 RETURNING credits`, [userId, amount]),
    );
    if (!row) return { ok: false, balance: await this.balance(manager, userId) };
    if (amount > 0) {
      await manager.query(
        `INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, $3, $4)`,
        [userId, -amount, reason, key],
      );
    }
    return { ok: true, balance: row.credits };
  }

  async balance(manager: EntityManager, userId: number): Promise<number> {
    const [row] = (await manager.query(`SELECT credits FROM users WHERE id = $1`, [userId])) as Array<{ credits: number }>;
    return row?.credits ?? 0;
  }
}
