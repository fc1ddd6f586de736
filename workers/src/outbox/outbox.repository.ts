import type { Queryable } from '@amoretto/shared/db';

// The outbox relay's statements.

export interface OutboxRow {
  id: string;
  job_name: string;
  payload: Record<string, unknown>;
  delay_ms: number;
}

/**
 * Up to `limit` committed rows not yet dispatched, oldest first, locked for the caller's
 * transaction; rows another relay holds are skipped (SKIP LOCKED), not waited for.
 */
export async function claimUndispatched(db: Queryable, limit: number): Promise<OutboxRow[]> {
  return (await db.query(
    `SELECT id, job_name, payload, delay_ms FROM outbox WHERE dispatched_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  )) as OutboxRow[];
}

export async function markDispatched(db: Queryable, ids: string[]): Promise<void> {
  await db.query(`UPDATE outbox SET dispatched_at = now() WHERE id = ANY($1::bigint[])`, [ids]);
}
