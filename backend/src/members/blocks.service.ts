import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MemberCard, MemberRelation } from '@amoretto/shared';
import { deleteLikesBetween } from '../likes/likes.repository';
import { PhotoStorageService } from '../photos/photo-storage.service';
import { toMemberCard } from './member-card';
import { targetMember } from './member-relations';
import {
  blockedCards,
  chatPhotosOfPair,
  deleteBlock,
  deletePairConversation,
  insertBlock,
  lockPair,
  relationBetween,
} from './members.repository';

/** Blocking (docs/product.md#blocks): the blocked member can neither view nor contact the blocker; likes between them go. */
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
      await insertBlock(manager, viewerId, profileId);
      await deleteLikesBetween(manager, viewerId, profileId);
      const photos = await chatPhotosOfPair(manager, viewerId, profileId);
      // Blocking removes the pair's chat too (docs/product.md#blocks).
      await deletePairConversation(manager, viewerId, profileId);
      return { relation: await relationBetween(manager, viewerId, profileId), photos };
    });
    for (const filename of photos) {
      // The rows are gone; a file left behind by a failed removal has an unguessable name.
      await this.storage.remove(filename).catch((error: unknown) => this.logger.warn(`could not remove chat photo: ${String(error)}`));
    }
    return relation;
  }

  /** Removes the block only: the likes it removed stay removed. */
  async unblock(viewerId: number, profileId: number): Promise<MemberRelation> {
    return this.db.transaction(async (manager) => {
      await targetMember(manager, viewerId, profileId);
      await lockPair(manager, viewerId, profileId);
      await deleteBlock(manager, viewerId, profileId);
      return relationBetween(manager, viewerId, profileId);
    });
  }

  /** Whom the viewer blocked, most recent first, so they can unblock them. */
  async list(viewerId: number, cdnPrefix: string): Promise<MemberCard[]> {
    const rows = await blockedCards(this.db, viewerId);
    return rows.map((row) => toMemberCard(row, cdnPrefix));
  }
}
