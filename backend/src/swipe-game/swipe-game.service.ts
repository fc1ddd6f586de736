import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  defaultGenders,
  swipeBlock,
  swipeDayKey,
  swipeLikesLeft,
  swipeResetAt,
  swipeTimeZone,
  type MemberCard,
  type SwipeDto,
  type SwipeGameResponse,
  type SwipeResponse,
  type SwipeState,
} from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { LikesService } from '../likes/likes.service';
import { toMemberCard } from '../members/member-card';
import {
  answerCard,
  cardShown,
  likesUsed,
  nextCard,
  swipePlayer,
  takeLike,
  waitingCard,
  type SwipePlayerRow,
} from './swipe-game.repository';

/** The player's day: its key, its zone and when it ends. */
interface PlayerDay {
  player: SwipePlayerRow;
  timeZone: string;
  day: string;
  resetsAt: Date;
}

/**
 * The swipe game (docs/product.md#swipe-game): one card at a time, a daily like allowance per site
 * counted in the member's own day, and likes that are ordinary likes (LikesService).
 */
@Injectable()
export class SwipeGameService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly likes: LikesService,
  ) {}

  private async dayOf(db: Queryable, userId: number): Promise<PlayerDay> {
    const player = await swipePlayer(db, userId);
    if (!player) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    const now = new Date();
    const timeZone = swipeTimeZone(player.country, player.region);
    return { player, timeZone, day: swipeDayKey(now, timeZone), resetsAt: swipeResetAt(now, timeZone) };
  }

  /** The card on offer (the waiting one, else the next, recorded as shown), or why there is none. */
  async current(userId: number, cdnPrefix: string): Promise<SwipeGameResponse> {
    const today = await this.dayOf(this.db, userId);
    const { player, day } = today;
    const left = swipeLikesLeft(await likesUsed(this.db, userId, day), player.swipe_daily_likes);
    if (left === 0) return { card: null, state: this.state(today, left, false) };
    let row = await waitingCard(this.db, userId, day);
    if (!row) {
      row = await nextCard(this.db, userId, day, player.country, defaultGenders(player));
      if (row) await cardShown(this.db, userId, day, row.id);
    }
    const card: MemberCard | null = row ? toMemberCard(row, cdnPrefix) : null;
    return { card, state: this.state(today, left, card !== null) };
  }

  /**
   * Answers the waiting card. A like is the ordinary like, stored in the same transaction as the
   * answer and the day's count, so a like over the allowance leaves nothing behind.
   */
  async swipe(userId: number, dto: SwipeDto, cdnPrefix: string): Promise<SwipeResponse> {
    const { relation, outcome } = await this.db.transaction(async (manager) => {
      const { player, day } = await this.dayOf(manager, userId);
      const answered = await answerCard(manager, userId, day, dto.profile_id, dto.action === 'like' ? 'liked' : 'skipped');
      if (!answered) throw new ApiException('swipe_card_not_offered', HttpStatus.CONFLICT);
      if (dto.action === 'skip') return { relation: null, outcome: null };
      const liked = await this.likes.likeWithin(manager, userId, dto.profile_id, async (tx) => {
        if (!(await takeLike(tx, userId, day, player.swipe_daily_likes))) {
          throw new ApiException('swipe_likes_used_up', HttpStatus.CONFLICT);
        }
      });
      return { relation: liked.relation, outcome: liked };
    });
    if (outcome) this.likes.announceLike(userId, dto.profile_id, outcome);
    return { relation, ...(await this.current(userId, cdnPrefix)) };
  }

  private state(today: PlayerDay, likesLeft: number, hasCard: boolean): SwipeState {
    return {
      daily_likes: today.player.swipe_daily_likes,
      likes_left: likesLeft,
      day: today.day,
      time_zone: today.timeZone,
      resets_at: today.resetsAt.toISOString(),
      blocked: swipeBlock(likesLeft, hasCard),
    };
  }
}
