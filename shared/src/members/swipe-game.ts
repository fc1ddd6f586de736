// The swipe game's API contract (docs/product.md#swipe-game).
import 'reflect-metadata';
import { IsIn } from 'class-validator';
import { IsId } from '../ids';
import type { MemberCard, MemberRelation } from './member-types';

export const SWIPE_ACTIONS = ['like', 'skip'] as const;
export type SwipeAction = (typeof SWIPE_ACTIONS)[number];

/** Why no card is offered: today's likes are used up, or nobody is left to show today. */
export type SwipeBlock = 'likes' | 'cards';

/** Where the member stands today, in their own time zone. */
export interface SwipeState {
  daily_likes: number;
  likes_left: number;
  /** The member's day, YYYY-MM-DD in `time_zone`. */
  day: string;
  time_zone: string;
  /** ISO instant of the next local midnight, when likes and cards start over. */
  resets_at: string;
  blocked: SwipeBlock | null;
}

/** `GET /api/swipe-game`: the card to answer now (the same one until it is answered), or why there is none. */
export interface SwipeGameResponse {
  card: MemberCard | null;
  state: SwipeState;
}

/** `POST /api/swipe-game/swipes`: answers the card on offer. */
export class SwipeDto {
  @IsId() profile_id: number;
  @IsIn(SWIPE_ACTIONS) action: SwipeAction;
}

/** The answer to a swipe: the relation after a like (a match when `liked_me`), and the next card. */
export interface SwipeResponse extends SwipeGameResponse {
  relation: MemberRelation | null;
}
