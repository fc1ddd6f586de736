import type { Queryable } from '@amoretto/shared/db';

/**
 * Conversations waiting for a fictional profile's answer: a live real member wrote the last
 * message to a fictional profile. Fictional profiles are few, so the count starts from them.
 */
export async function waitingFictionalCount(db: Queryable): Promise<number> {
  const [row] = (await db.query(
    `SELECT count(*)::int AS n
       FROM users f
       JOIN conversations c ON f.id IN (c.user_a_id, c.user_b_id)
       JOIN messages last ON last.conversation_id = c.id AND last.seq = c.last_seq
       JOIN users m ON m.id = last.sender_id
      WHERE f.fictional AND m.id <> f.id AND NOT m.fictional AND m.status <> 'deleted' AND m.profile_status = 'active'`,
  )) as Array<{ n: number }>;
  return row!.n;
}

export async function openReportsCount(db: Queryable): Promise<number> {
  const [row] = (await db.query(`SELECT count(*)::int AS n FROM reports WHERE status = 'open'`)) as Array<{ n: number }>;
  return row!.n;
}
