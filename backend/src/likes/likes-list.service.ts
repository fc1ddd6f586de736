import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  LIKES_LIST_LIMIT, type AutoLikeResponse, type LikedByItem, type LikesResponse, type LikesType,
} from '@amoretto/shared';
import { PARTNER_CARD_COLUMNS, type PartnerCardRow } from '../chats/chat-rows';
import { toMemberCard } from '../members/member-card';

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

/** The viewer's likes list and match modal (spec §4, §7). Reading never clears like_new; opening the liker's page does. */
@Injectable()
export class LikesListService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One page of a list, newest first, starting after `before` (a `next_cursor` of the same list). */
  async list(viewerId: number, type: LikesType, cdnPrefix: string, before?: string): Promise<LikesResponse> {
    const tab = TABS[type];
    const [at, id] = before ? splitCursor(before) : [null, null];
    // One snapshot, so profiles and liked_by agree with each other.
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const rows = (await manager.query(
        `SELECT ${PARTNER_CARD_COLUMNS}, ${cursorColumn(tab)} ${tab.from}
           AND ($3::timestamp IS NULL OR (${tab.at}, u.id) < ($3::timestamp AT TIME ZONE 'UTC', $4::int))
         ${order(tab)} LIMIT $2`,
        [viewerId, LIKES_LIST_LIMIT + 1, at, id],
      )) as Array<PartnerCardRow & { x_cursor: string }>;
      const likedBy = (await manager.query(`SELECT u.id, l.like_new ${TABS.received.from} ${order(TABS.received)} LIMIT $2`, [
        viewerId,
        LIKES_LIST_LIMIT,
      ])) as LikedByItem[];
      const shown = rows.slice(0, LIKES_LIST_LIMIT);
      return {
        profiles: shown.map((row) => toMemberCard({ ...row, id: row.partner_id }, cdnPrefix)),
        liked_by: likedBy.map((item) => ({ id: item.id, like_new: item.like_new })),
        next_cursor: rows.length > LIKES_LIST_LIMIT ? shown[shown.length - 1]!.x_cursor : null,
      };
    });
  }

  /** The newest liker whose like is still new; it stays the answer until the viewer opens that profile. */
  async autoLike(viewerId: number, cdnPrefix: string): Promise<AutoLikeResponse> {
    const [row] = (await this.db.query(
      `SELECT ${PARTNER_CARD_COLUMNS} FROM likes l JOIN users u ON u.id = l.liker_id
        WHERE l.liked_id = $1 AND l.like_new AND ${LISTABLE}
        ${order(TABS.received)} LIMIT 1`,
      [viewerId],
    )) as PartnerCardRow[];
    return { profile: row ? toMemberCard({ ...row, id: row.partner_id }, cdnPrefix) : null };
  }
}

/** The New likes badge: new likes from members the viewer may see. */
export async function newLikesCount(manager: EntityManager, viewerId: number): Promise<number> {
  const [row] = (await manager.query(
    `SELECT count(*)::int AS n FROM likes l JOIN users u ON u.id = l.liker_id WHERE l.liked_id = $1 AND l.like_new AND ${LISTABLE}`,
    [viewerId],
  )) as Array<{ n: number }>;
  return row!.n;
}

/** `2026-11-23T13:45:10.123456_42` → the time and the id (the DTO checked the shape). */
function splitCursor(cursor: string): [string, number] {
  const cut = cursor.lastIndexOf('_');
  return [cursor.slice(0, cut), Number(cursor.slice(cut + 1))];
}
