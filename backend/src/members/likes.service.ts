import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MemberRelation } from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { blockedEitherWay, lockPair, relationBetween, targetMember } from './member-relations';

/** Likes between members (spec §4). The likes list and its notifications belong to chat. */
@Injectable()
export class LikesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Idempotent: a second like keeps the first row (and its like_new) as it is. */
  async like(viewerId: number, profileId: number): Promise<MemberRelation> {
    return this.db.transaction(async (manager) => {
      const member = await targetMember(manager, viewerId, profileId);
      // A moderated-away profile is shown by name only; it cannot collect new likes.
      if (member.profile_status === 'disabled') throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
      await lockPair(manager, viewerId, profileId);
      if (await blockedEitherWay(manager, viewerId, profileId)) throw new ApiException('blocked_by_member', HttpStatus.FORBIDDEN);
      await manager.query(
        `INSERT INTO likes (liker_id, liked_id, like_new) VALUES ($1, $2, true) ON CONFLICT DO NOTHING`,
        [viewerId, profileId],
      );
      return relationBetween(manager, viewerId, profileId);
    });
  }

  async unlike(viewerId: number, profileId: number): Promise<MemberRelation> {
    return this.db.transaction(async (manager) => {
      await targetMember(manager, viewerId, profileId);
      await lockPair(manager, viewerId, profileId);
      if (await blockedEitherWay(manager, viewerId, profileId)) throw new ApiException('blocked_by_member', HttpStatus.FORBIDDEN);
      await manager.query(`DELETE FROM likes WHERE liker_id = $1 AND liked_id = $2`, [viewerId, profileId]);
      return relationBetween(manager, viewerId, profileId);
    });
  }
}
