import type { Queryable } from '@amoretto/shared/db';
import type { GroupCount } from './premium-rules';

/**
 * Active members of the last `$1` days (signed up, logged in or liked someone; real members
 * only, not fictional profiles, not deleted), split by paid_user, with how many of them got
 * a match in the window: a mutual like with a real member, dated by the later of the two
 * likes. A premium member's matches count only from their first paid purchase on, so
 * matches that came before buying do not flatter premium.
 *
 * Set-based (one pass over the window's likes, each looked up in reverse by the primary
 * key) rather than per member: a few seconds for 200k members and 1.3M likes, and it runs
 * at most once an hour (premium-stats.service.ts).
 */
const CLAIM_SQL = `
WITH since AS MATERIALIZED (SELECT now() - make_interval(days => $1) AS t),
recent_likes AS MATERIALIZED (
  SELECT l.liker_id, l.liked_id, l.created_at FROM likes l CROSS JOIN since WHERE l.created_at >= since.t
),
pairs AS (
  SELECT r.liker_id, r.liked_id, greatest(r.created_at, back.created_at) AS at
    FROM recent_likes r JOIN likes back ON back.liker_id = r.liked_id AND back.liked_id = r.liker_id
),
matched AS (
  SELECT m.user_id, max(m.at) AS last_match
    FROM (SELECT liker_id AS user_id, liked_id AS partner_id, at FROM pairs
          UNION ALL SELECT liked_id, liker_id, at FROM pairs) m
    JOIN users partner ON partner.id = m.partner_id AND NOT partner.fictional
   GROUP BY m.user_id
),
active_ids AS (
  SELECT u.id FROM users u CROSS JOIN since WHERE u.signup_date >= since.t
  UNION SELECT s.user_id FROM sessions s CROSS JOIN since WHERE s.created_at >= since.t
  UNION SELECT liker_id FROM recent_likes
),
active AS (
  SELECT u.id, u.paid_user,
         CASE WHEN u.paid_user THEN greatest(since.t, coalesce(p.first_paid, since.t)) ELSE since.t END AS counts_from
    FROM active_ids a JOIN users u ON u.id = a.id CROSS JOIN since
    LEFT JOIN (SELECT user_id, min(paid_at) AS first_paid FROM payments WHERE paid_at IS NOT NULL GROUP BY user_id) p ON p.user_id = u.id
   WHERE u.status <> 'deleted' AND NOT u.fictional
)
SELECT a.paid_user, count(*)::int AS sample, count(*) FILTER (WHERE m.last_match >= a.counts_from)::int AS matched
  FROM active a LEFT JOIN matched m ON m.user_id = a.id
 GROUP BY a.paid_user`;

export async function matchCounts(db: Queryable, windowDays: number): Promise<{ premium: GroupCount; free: GroupCount }> {
  const rows = (await db.query(CLAIM_SQL, [windowDays])) as Array<{ paid_user: boolean; sample: number; matched: number }>;
  const group = (paid: boolean): GroupCount => {
    const row = rows.find((r) => r.paid_user === paid);
    return { sample: row?.sample ?? 0, matched: row?.matched ?? 0 };
  };
  return { premium: group(true), free: group(false) };
}
