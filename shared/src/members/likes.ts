// The likes list (`GET /api/likes.php`) and the match modal (`GET /api/auto-like.php`).
import 'reflect-metadata';
import { IsIn, IsOptional } from 'class-validator';
import type { MemberCard } from './member-types';

export const LIKES_TYPES = ['received', 'sent', 'matches'] as const;
export type LikesType = (typeof LIKES_TYPES)[number];

/** At most this many profiles (and liked_by items) per answer, newest first; older likes are not listed. */
export const LIKES_LIST_LIMIT = 200;

/** `GET /api/likes.php` — received when `type` is absent. */
export class LikesQueryDto {
  @IsOptional() @IsIn(LIKES_TYPES) type?: LikesType;
}

/** Who liked the viewer; `like_new` until the viewer opens that member's profile. */
export interface LikedByItem {
  id: number;
  like_new: boolean;
}

export interface LikesResponse {
  profiles: MemberCard[];
  liked_by: LikedByItem[];
}

export interface AutoLikeResponse {
  /** The newest liker whose like is still new, for the match modal; null when there is none. */
  profile: MemberCard | null;
}
