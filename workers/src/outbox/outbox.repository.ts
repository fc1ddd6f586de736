import { returnedRows, type Queryable } from '@amoretto/shared/db';

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

/**
 * Of the `limit` oldest relayed outbox rows, deletes those relayed before `before`; answers how
 * many went. Looking only at the oldest (ids grow with time) keeps each round to `limit` rows of
 * the primary key, however large the table: fewer than `limit` deleted means the rest are younger.
 */
export async function deleteDispatchedBefore(db: Queryable, before: Date, limit: number): Promise<number> {
  const rows = (await db.query(
    `DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE dispatched_at IS NOT NULL ORDER BY id LIMIT $2)
       AND dispatched_at < $1 RETURNING id`,
    [before, limit],
  )) as unknown[];
  return returnedRows(rows).length;
}

/** Deletes up to `limit` job_effects rows recorded before `before`; answers how many went. */
export async function deleteJobEffectsBefore(db: Queryable, before: Date, limit: number): Promise<number> {
  const rows = (await db.query(
    `DELETE FROM job_effects WHERE job_key IN (SELECT job_key FROM job_effects WHERE done_at < $1 LIMIT $2) RETURNING job_key`,
    [before, limit],
  )) as unknown[];
  return returnedRows(rows).length;
}
