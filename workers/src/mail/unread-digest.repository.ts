import type { EntityManager } from 'typeorm';
import type { Queryable } from '@amoretto/shared/db';

// The daily unread-message digest's statements (docs/product.md#notifications).

export interface DigestCandidate {
  user_id: number;
  unread: number;
  /** The members whose messages wait, newest conversation first. */
  senders_all: { name: string; fictional: boolean; id: number }[];
}

/**
 * Members due a digest: an unread message from someone else waiting more than `olderThan`, one of
 * them arrived after the member's last digest (the same pile is not announced twice), no digest in
 * the last `quietHours` hours, and mail for this type allowed (active, not off, type on).
 */
export async function digestCandidates(
  db: Queryable,
  options: { olderThanHours: number; quietHours: number; limit: number; afterUserId: number },
) {
  return (await db.query(
    `WITH unread AS (
       SELECT c.id, c.user_a_id AS user_id, c.user_b_id AS partner_id, c.a_unread AS unread, c.a_read_seq AS read_seq, c.last_message_at
         FROM conversations c WHERE c.a_unread > 0
       UNION ALL
       SELECT c.id, c.user_b_id, c.user_a_id, c.b_unread, c.b_read_seq, c.last_message_at
         FROM conversations c WHERE c.b_unread > 0),
     due AS (
       SELECT u.user_id, u.unread, u.partner_id, u.last_message_at, first.created_at AS first_unread_at, newest.created_at AS newest_unread_at
         FROM unread u
         JOIN users m ON m.id = u.user_id
         JOIN LATERAL (SELECT created_at FROM messages WHERE conversation_id = u.id AND seq > u.read_seq AND sender_id <> u.user_id
                        ORDER BY seq LIMIT 1) first ON true
         JOIN LATERAL (SELECT created_at FROM messages WHERE conversation_id = u.id AND seq > u.read_seq AND sender_id <> u.user_id
                        ORDER BY seq DESC LIMIT 1) newest ON true
        WHERE m.status = 'active' AND m.notifications_disabled = '{}'
          AND NOT ('unread_message_reminders' = ANY(m.email_notifications_off)))
     SELECT d.user_id, sum(d.unread)::int AS unread,
            (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'fictional', p.fictional) ORDER BY x.last_message_at DESC), '[]')
               FROM (SELECT DISTINCT ON (partner_id) partner_id, last_message_at FROM due d2 WHERE d2.user_id = d.user_id
                      ORDER BY partner_id, last_message_at DESC) x
               JOIN users p ON p.id = x.partner_id) AS senders_all
       FROM due d
      GROUP BY d.user_id
     HAVING d.user_id > $4 AND min(d.first_unread_at) < now() - make_interval(hours => $1)
        AND NOT EXISTS (SELECT 1 FROM unread_digests g WHERE g.user_id = d.user_id AND g.sent_at > now() - make_interval(hours => $2))
        AND max(d.newest_unread_at) > coalesce((SELECT max(g.sent_at) FROM unread_digests g WHERE g.user_id = d.user_id), '-infinity')
      ORDER BY d.user_id
      LIMIT $3`,
    [options.olderThanHours, options.quietHours, options.limit, options.afterUserId],
  )) as DigestCandidate[];
}

/** Records today's digest for the member; false when one is recorded already (a second run, a parallel worker). */
export async function claimDigest(manager: EntityManager, userId: number): Promise<boolean> {
  const rows = (await manager.query(
    `INSERT INTO unread_digests (user_id, day) VALUES ($1, (now() AT TIME ZONE 'UTC')::date) ON CONFLICT DO NOTHING RETURNING user_id`,
    [userId],
  )) as unknown[];
  return rows.length > 0;
}
