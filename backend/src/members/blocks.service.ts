import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MemberCard, MemberRelation } from '@amoretto/shared';
import { PhotoStorageService } from '../photos/photo-storage.service';
import { CARD_COLUMNS_ANY_STATUS, toMemberCard, type CardRow } from './member-card';
import { lockPair, relationBetween, targetMember } from './member-relations';

/** Blocking (spec §4): the blocked member can neither view nor contact the blocker; likes between them go. */
@Injectable()
export class BlocksService {
  private readonly logger = new Logger(BlocksService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: PhotoStorageService,
  ) {}

  /**
   * Idempotent. Likes in both directions and the pair's conversation are removed in the same
   * transaction as the block; the files of photos sent in that chat are deleted after the commit.
   */
  async block(viewerId: number, profileId: number): Promise<MemberRelation> {
    const { relation, photos } = await this.db.transaction(async (manager) => {
      await targetMember(manager, viewerId, profileId);
      await lockPair(manager, viewerId, profileId);
      await manager.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [viewerId, profileId]);
      await manager.query(
        `DELETE FROM likes WHERE (liker_id = $1 AND liked_id = $2) OR (liker_id = $2 AND liked_id = $1)`,
        [viewerId, profileId],
      );
      const pair = [Math.min(viewerId, profileId), Math.max(viewerId, profileId)];
      const photos = (await manager.query(
        `SELECT m.photo_filename FROM messages m JOIN conversations c ON c.id = m.conversation_id
          WHERE c.user_a_id = $1 AND c.user_b_id = $2 AND m.photo_filename IS NOT NULL`,
        pair,
      )) as Array<{ photo_filename: string }>;
      // Blocking removes the pair's chat too (spec §4); its messages go with it (ON DELETE CASCADE).
      await manager.query(`DELETE FROM conversations WHERE user_a_id = $1 AND user_b_id = $2`, pair);
      return { relation: await relationBetween(manager, viewerId, profileId), photos };
    });
    for (const { photo_filename } of photos) {
      // The rows are gone; a file left behind by a failed removal has an unguessable name.
      await this.storage.remove(photo_filename).catch((error: unknown) => this.logger.warn(`could not remove chat photo: ${String(error)}`));
    }
    return relation;
  }

  /** Removes the block only: the likes it removed stay removed. */
  async unblock(viewerId: number, profileId: number): Promise<MemberRelation> {
    return this.db.transaction(async (manager) => {
      await targetMember(manager, viewerId, profileId);
      await lockPair(manager, viewerId, profileId);
      await manager.query(`DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [viewerId, profileId]);
      return relationBetween(manager, viewerId, profileId);
    });
  }

  /** Whom the viewer blocked, most recent first, so they can unblock them. */
  async list(viewerId: number, cdnPrefix: string): Promise<MemberCard[]> {
    const rows = (await this.db.query(
      `SELECT u.id, ${CARD_COLUMNS_ANY_STATUS}
         FROM blocks b JOIN users u ON u.id = b.blocked_id
        WHERE b.blocker_id = $1 AND u.status <> 'deleted'
        ORDER BY b.created_at DESC, b.blocked_id DESC`,
      [viewerId],
    )) as CardRow[];
    return rows.map((row) => toMemberCard(row, cdnPrefix));
  }
}
