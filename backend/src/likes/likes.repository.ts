import type { LikedByItem, LikesType } from '@amoretto/shared';
import type { DataSource } from 'typeorm';
import { preparedQuery, returnedRows, type Queryable } from '@amoretto/shared/db';
import type { CardRow } from '../members/member-card';
import { CARD_COLUMNS_ANY_STATUS } from '../members/member-card-sql';

// Every statement on the likes table, with the rows it returns.

/**
 * The other member `u` of a like may be listed to viewer `$1`: not deleted, not moderated
 * away, no block either way. Invisible members stay: hiding from search does not take
 * back a like they gave or received.
 */
const LISTABLE = `u.status <> 'deleted' AND u.profile_status = 'active'
  AND NOT EXISTS (SELECT 1 FROM blocks b
                   WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))`;

/** Per tab: which likes, who the other member is, and when the entry happened (lists run newest first). */
const TABS: Record<LikesType, { from: string; at: string }> = {
  received: { from: `FROM likes l JOIN users u ON u.id = l.liker_id WHERE l.liked_id = $1 AND ${LISTABLE}`, at: 'l.created_at' },
  sent: { from: `FROM likes l JOIN users u ON u.id = l.liked_id WHERE l.liker_id = $1 AND ${LISTABLE}`, at: 'l.created_at' },
  // A match dates from the second of the two likes.
  matches: {
    from: `FROM likes l JOIN likes r ON r.liker_id = l.liked_id AND r.liked_id = l.liker_id
           JOIN users u ON u.id = l.liked_id WHERE l.liker_id = $1 AND ${LISTABLE}`,
    at: 'GREATEST(l.created_at, r.created_at)',
  },
};

const order = (tab: { at: string }) => `ORDER BY ${tab.at} DESC, u.id DESC`;

/** A page's position as the cursor shows it: the entry time in UTC with microseconds, and the member id. */
const cursorColumn = (tab: { at: string }) =>
  `to_char(${tab.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') || '_' || u.id AS x_cursor`;

/** The other member's card (a disabled profile is never listed, see LISTABLE) and where the entry stands in its list. */
export type LikesListRow = CardRow & { x_cursor: string };

/** Where a page starts: after the entry at this UTC time (microseconds) and member id. */
export interface LikesPosition {
  at: string;
  id: number;
}

/**
 * Up to `limit` entries of one tab, newest first, after `before` when given; and the newest
 * members who liked the viewer and may be listed, with whether each like is still new.
 */
export interface LikesListRows {
  page: LikesListRow[];
  liked_by: LikedByItem[];
}

/**
 * GET /api/likes.php's one statement (every member's tab polls it): a page of one tab ($1 viewer,
 * $2 limit, $3/$4 position) and the likers ($5 limit) side by side, each as a JSON array in its
 * order; one statement is one snapshot, so the cards and liked_by agree without a transaction.
 */
export function likesListSql(type: LikesType): string {
  const tab = TABS[type];
  const received = TABS.received;
  return `SELECT
    (SELECT coalesce(json_agg(p ORDER BY p.x_at DESC, p.id DESC), '[]'::json) FROM (
       SELECT u.id, ${CARD_COLUMNS_ANY_STATUS}, ${cursorColumn(tab)}, ${tab.at} AS x_at ${tab.from}
         AND ($3::timestamp IS NULL OR (${tab.at}, u.id) < ($3::timestamp AT TIME ZONE 'UTC', $4::int))
       ${order(tab)} LIMIT $2) p) AS page,
    (SELECT coalesce(json_agg(r ORDER BY r.x_at DESC, r.id DESC), '[]'::json) FROM (
       SELECT u.id, l.like_new, ${received.at} AS x_at ${received.from} ${order(received)} LIMIT $5) r) AS liked_by`;
}

const LIKES_LIST_SQL: Record<LikesType, string> = {
  received: likesListSql('received'),
  sent: likesListSql('sent'),
  matches: likesListSql('matches'),
};

/** As a named prepared statement (one per tab): parsed once per connection. */
export async function likesList(
  db: DataSource,
  viewerId: number,
  type: LikesType,
  pageLimit: number,
  before: LikesPosition | null,
  likersLimit: number,
): Promise<LikesListRows> {
  const params = [viewerId, pageLimit, before?.at ?? null, before?.id ?? null, likersLimit];
  const [row] = await preparedQuery<LikesListRows>(db, LIKES_LIST_SQL[type], params);
  return row!;
}

/** The card of the newest listable member whose like the viewer has not seen yet. */
export async function newestNewLiker(db: Queryable, viewerId: number): Promise<CardRow | null> {
  const [row] = (await db.query(
    `SELECT u.id, ${CARD_COLUMNS_ANY_STATUS} FROM likes l JOIN users u ON u.id = l.liker_id
      WHERE l.liked_id = $1 AND l.like_new AND ${LISTABLE}
      ${order(TABS.received)} LIMIT 1`,
    [viewerId],
  )) as CardRow[];
  return row ?? null;
}

/** The New likes badge: new likes from members the viewer may see. */
export async function newLikesCount(db: Queryable, viewerId: number): Promise<number> {
  const [row] = (await db.query(
    `SELECT count(*)::int AS n FROM likes l JOIN users u ON u.id = l.liker_id WHERE l.liked_id = $1 AND l.like_new AND ${LISTABLE}`,
    [viewerId],
  )) as Array<{ n: number }>;
  return row!.n;
}

/** Stores a new like, marked new; false when the like already existed (its row stays as it was). */
export async function insertLike(db: Queryable, likerId: number, likedId: number): Promise<boolean> {
  const inserted = returnedRows<{ liker_id: number }>(
    await db.query(`INSERT INTO likes (liker_id, liked_id, like_new) VALUES ($1, $2, true) ON CONFLICT DO NOTHING RETURNING liker_id`, [
      likerId,
      likedId,
    ]),
  );
  return inserted.length > 0;
}

export async function deleteLike(db: Queryable, likerId: number, likedId: number): Promise<void> {
  await db.query(`DELETE FROM likes WHERE liker_id = $1 AND liked_id = $2`, [likerId, likedId]);
}

/** Both directions: what a block takes away. */
export async function deleteLikesBetween(db: Queryable, a: number, b: number): Promise<void> {
  await db.query(`DELETE FROM likes WHERE (liker_id = $1 AND liked_id = $2) OR (liker_id = $2 AND liked_id = $1)`, [a, b]);
}

/** Clears the "new" mark of a like; true when there was one to clear. */
export async function clearNewLike(db: Queryable, likerId: number, likedId: number): Promise<boolean> {
  const cleared = returnedRows<{ liker_id: number }>(
    await db.query(`UPDATE likes SET like_new = false WHERE liker_id = $1 AND liked_id = $2 AND like_new RETURNING liker_id`, [
      likerId,
      likedId,
    ]),
  );
  return cleared.length > 0;
}
