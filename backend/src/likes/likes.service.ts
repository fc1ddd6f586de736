import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LIKES_MAIL_DELAY_MS, type MemberRelation } from '@amoretto/shared';
import { enqueueInTransaction } from '@amoretto/shared/db';
import type { EntityManager } from 'typeorm';
import { ApiException } from '../common/api-exception';
import { targetMember } from '../members/member-relations';
import { blockedEitherWay, lockPair, relationBetween } from '../members/members.repository';
import { RealtimeService } from '../realtime/realtime.service';
import { deleteLike, insertLike, newLikesCount } from './likes.repository';

/** A like that was stored just now, with what the liked member's badge shows after it. */
interface NewLike {
  mutual: boolean;
  num_new_likes: number;
}

/** What likeWithin stored: the relation after it, and the new like when there was none before. */
export interface LikeOutcome {
  relation: MemberRelation;
  created: NewLike | null;
}

/** Likes between members (docs/product.md#likes). Realtime events go out only after the commit. */
@Injectable()
export class LikesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly realtime: RealtimeService,
  ) {}

  /** Idempotent: a second like keeps the first row (and its like_new) as it is and announces nothing. */
  async like(viewerId: number, profileId: number): Promise<MemberRelation> {
    const outcome = await this.db.transaction((manager) => this.likeWithin(manager, viewerId, profileId));
    this.announceLike(viewerId, profileId, outcome);
    return outcome.relation;
  }

  /**
   * The like inside the caller's transaction, for callers that store more with it (the swipe
   * game counts it against the day's allowance in `whenNew`, which may throw to undo it). The
   * caller announces the outcome with announceLike after its commit.
   */
  async likeWithin(
    manager: EntityManager,
    viewerId: number,
    profileId: number,
    whenNew?: (manager: EntityManager) => Promise<void>,
  ): Promise<LikeOutcome> {
    const member = await targetMember(manager, viewerId, profileId);
    // A moderated-away profile is shown by name only; it cannot collect new likes.
    if (member.profile_status === 'disabled') throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
    await lockPair(manager, viewerId, profileId);
    if (await blockedEitherWay(manager, viewerId, profileId)) throw new ApiException('blocked_by_member', HttpStatus.FORBIDDEN);
    const inserted = await insertLike(manager, viewerId, profileId);
    if (inserted && whenNew) await whenNew(manager);
    const relation = await relationBetween(manager, viewerId, profileId);
    const created: NewLike | null = inserted ? { mutual: relation.liked_me, num_new_likes: await newLikesCount(manager, profileId) } : null;
    if (created) await this.queueNotifications(manager, viewerId, profileId, created.mutual);
    return { relation, created };
  }

  /** The realtime side of a committed like: nothing for a repeated one. */
  announceLike(likerId: number, likedId: number, outcome: LikeOutcome): void {
    if (outcome.created) this.announce(likerId, likedId, outcome.created);
  }

  /**
   * Push and mail for members not at the site, recorded with the like (docs/product.md#notifications):
   * a match is pushed to both, a plain like to the liked member; either joins the liked member's
   * next likes mail, which waits LIKES_MAIL_DELAY_MS to collect the likes that follow.
   */
  private async queueNotifications(manager: EntityManager, likerId: number, likedId: number, mutual: boolean): Promise<void> {
    if (mutual) {
      await enqueueInTransaction(manager, 'notify.match', { userId: likedId, partnerId: likerId });
      await enqueueInTransaction(manager, 'notify.match', { userId: likerId, partnerId: likedId });
    } else {
      await enqueueInTransaction(manager, 'notify.like', { likerId, likedId });
    }
    await enqueueInTransaction(manager, 'notify.likes-mail', { userId: likedId }, { delayMs: LIKES_MAIL_DELAY_MS });
  }

  private announce(likerId: number, likedId: number, like: NewLike): void {
    this.realtime.toUser(likedId, 'like.created', { liked_by: { id: likerId, like_new: true } });
    this.realtime.toUser(likedId, 'counters.changed', { num_new_likes: like.num_new_likes });
    if (like.mutual) {
      this.realtime.toUser(likedId, 'match.created', { profile_id: likerId });
      this.realtime.toUser(likerId, 'match.created', { profile_id: likedId });
    }
  }

  async unlike(viewerId: number, profileId: number): Promise<MemberRelation> {
    return this.db.transaction(async (manager) => {
      await targetMember(manager, viewerId, profileId);
      await lockPair(manager, viewerId, profileId);
      if (await blockedEitherWay(manager, viewerId, profileId)) throw new ApiException('blocked_by_member', HttpStatus.FORBIDDEN);
      await deleteLike(manager, viewerId, profileId);
      return relationBetween(manager, viewerId, profileId);
    });
  }
}
