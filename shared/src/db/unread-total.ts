import type { Queryable } from './queryable';

/** Unread messages over all of a member's conversations (the Messages badge), member id in `$1`. */
export const UNREAD_TOTAL_SQL = `SELECT coalesce(sum(CASE WHEN c.user_a_id = $1 THEN c.a_unread ELSE c.b_unread END), 0)::int AS total
  FROM conversations c WHERE c.user_a_id = $1 OR c.user_b_id = $1`;

export async function unreadTotalOf(db: Queryable, userId: number): Promise<number> {
  const [row] = (await db.query(UNREAD_TOTAL_SQL, [userId])) as Array<{ total: number }>;
  return row?.total ?? 0;
}

/**
 * The total for announcing a retried message again, or null (announce nothing) when it
 * cannot be read: the retry's answer matters more than the repeated event.
 */
export async function unreadTotalForAnnouncement(db: Queryable, userId: number, warn: (message: string) => void): Promise<number | null> {
  try {
    return await unreadTotalOf(db, userId);
  } catch (error) {
    warn(`retried message not announced again: ${String(error)}`);
    return null;
  }
}
