import type { Queryable } from './queryable';

/**
 * The members whose polled lists show one of these members' cards: chat partners (chats.php)
 * and both sides of their likes (likes.php). What poll_touch's `c` entries fan out to; a block
 * or removal may have hidden a card since, and a version moved once too often costs one full poll.
 */
export async function cardAudience(db: Queryable, memberIds: number[]): Promise<number[]> {
  const rows = (await db.query(
    `SELECT user_b_id AS id FROM conversations WHERE user_a_id = ANY($1::int[])
     UNION SELECT user_a_id FROM conversations WHERE user_b_id = ANY($1::int[])
     UNION SELECT liker_id FROM likes WHERE liked_id = ANY($1::int[])
     UNION SELECT liked_id FROM likes WHERE liker_id = ANY($1::int[])`,
    [memberIds],
  )) as Array<{ id: number }>;
  return rows.map((row) => row.id);
}
