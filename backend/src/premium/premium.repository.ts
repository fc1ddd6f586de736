import type { EntityManager } from 'typeorm';
import type { GroupCount } from './premium-rules';

/**
 * Active members of the last `windowDays` days (signed up, logged in or liked someone; real
 * members only, not fictional profiles, not deleted), split by paid_user, with how many of
 * them got a match in the window: a mutual like with a real member, dated by the later of
 * the two likes. A premium member's matches count only from their first paid purchase on,
 * so matches that came before buying do not flatter premium.
 */
const CLAIM_SQL = `
WITH since AS (SELECT now() - make_interval(days => $1) AS t),
active AS (
  SELECT u.id, u.paid_user,
         CASE WHEN u.paid_user
              THEN greatest(since.t, coalesce((SELECT min(p.paid_at) FROM payments p WHERE p.user_id = u.id), since.t))
              ELSE since.t END AS counts_from
    FROM users u CROSS JOIN since
   WHERE u.status <> 'deleted' AND NOT u.fictional
     AND (u.signup_date >= since.t
          OR EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.created_at >= since.t)
          OR EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = u.id AND l.created_at >= since.t))
)
SELECT a.paid_user,
       count(*)::int AS sample,
       count(*) FILTER (WHERE EXISTS (
         SELECT 1 FROM likes mine
           JOIN likes theirs ON theirs.liker_id = mine.liked_id AND theirs.liked_id = mine.liker_id
           JOIN users partner ON partner.id = mine.liked_id AND NOT partner.fictional
          WHERE mine.liker_id = a.id AND greatest(mine.created_at, theirs.created_at) >= a.counts_from))::int AS matched
  FROM active a
 GROUP BY a.paid_user`;

export async function matchCounts(db: Pick<EntityManager, 'query'>, windowDays: number): Promise<{ premium: GroupCount; free: GroupCount }> {
  const rows = (await db.query(CLAIM_SQL, [windowDays])) as Array<{ paid_user: boolean; sample: number; matched: number }>;
  const group = (paid: boolean): GroupCount => {
    const row = rows.find((r) => r.paid_user === paid);
    return { sample: row?.sample ?? 0, matched: row?.matched ?? 0 };
  };
  return { premium: group(true), free: group(false) };
}
