import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  LIKES_LIST_LIMIT, type AutoLikeResponse, type LikedByItem, type LikesResponse, type LikesType,
} from '@amoretto/shared';
import { PARTNER_CARD_COLUMNS, type PartnerCardRow } from '../chats/chat-rows';
import { toMemberCard } from './member-card';

/**
 * The other member `u` of a like may be listed to viewer `$1`: not deleted, not moderated
 * away, no block either way. Invisible members stay: hiding from search does not take
 * back a like they gave or received.
 */
const LISTABLE = `u.status <> 'deleted' AND u.profile_status = 'active'
  AND NOT EXISTS (SELECT 1 FROM blocks b
                   WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))`;

/** Per tab: which likes, who the other member is, and when the entry happened (newest first). */
const TABS: Record<LikesType, string> = {
  received: `FROM likes l JOIN users u ON u.id = l.liker_id WHERE l.liked_id = $1 AND ${LISTABLE}
             ORDER BY l.created_at DESC, u.id DESC`,
  sent: `FROM likes l JOIN users u ON u.id = l.liked_id WHERE l.liker_id = $1 AND ${LISTABLE}
         ORDER BY l.created_at DESC, u.id DESC`,
  // A match dates from the second of the two likes.
  matches: `FROM likes l JOIN likes r ON r.liker_id = l.liked_id AND r.liked_id = l.liker_id
            JOIN users u ON u.id = l.liked_id WHERE l.liker_id = $1 AND ${LISTABLE}
            ORDER BY GREATEST(l.created_at, r.created_at) DESC, u.id DESC`,
};

/** The viewer's likes list and match modal (spec §4, §7). Reading never clears like_new; opening the liker's page does. */
@Injectable()
export class LikesListService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(viewerId: number, type: LikesType, cdnPrefix: string): Promise<LikesResponse> {
    // One snapshot, so profiles and liked_by agree with each other.
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const rows = (await manager.query(`SELECT ${PARTNER_CARD_COLUMNS} ${TABS[type]} LIMIT $2`, [viewerId, LIKES_LIST_LIMIT])) as PartnerCardRow[];
      const likedBy = (await manager.query(`SELECT u.id, l.like_new ${TABS.received} LIMIT $2`, [viewerId, LIKES_LIST_LIMIT])) as LikedByItem[];
      return {
        profiles: rows.map((row) => toMemberCard({ ...row, id: row.partner_id }, cdnPrefix)),
        liked_by: likedBy.map((item) => ({ id: item.id, like_new: item.like_new })),
      };
    });
  }

  /** The newest liker whose like is still new; it stays the answer until the viewer opens that profile. */
  async autoLike(viewerId: number, cdnPrefix: string): Promise<AutoLikeResponse> {
    const [row] = (await this.db.query(
      `SELECT ${PARTNER_CARD_COLUMNS} FROM likes l JOIN users u ON u.id = l.liker_id
        WHERE l.liked_id = $1 AND l.like_new AND ${LISTABLE}
        ORDER BY l.created_at DESC, u.id DESC LIMIT 1`,
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
