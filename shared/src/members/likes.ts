// The likes list (`GET /api/likes.php`) and the match modal (`GET /api/auto-like.php`).
import 'reflect-metadata';
import { IsIn, IsOptional, Matches, ValidateBy } from 'class-validator';
import { parseId } from '../ids';
import type { MemberCard } from './member-types';

export const LIKES_TYPES = ['received', 'sent', 'matches'] as const;
export type LikesType = (typeof LIKES_TYPES)[number];

/** At most this many profiles per answer (and liked_by items), newest first; `next_cursor` leads on. */
export const LIKES_LIST_LIMIT = 200;

/** A likes list position: the entry's time (UTC, microseconds) and the member's id. */
export const LIKES_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}_\d{1,10}$/;

/**
 * A cursor the database can read: a real calendar time from year 1 on, and a member id (the
 * pattern alone lets through month 13, year 0 or an id beyond int4, each a database error).
 */
export function isLikesCursor(value: unknown): boolean {
  if (typeof value !== 'string' || !LIKES_CURSOR_PATTERN.test(value)) return false;
  const [at = '', id = ''] = value.split('_');
  const time = new Date(`${at.slice(0, 23)}Z`);
  return (
    !Number.isNaN(time.getTime()) &&
    time.toISOString().slice(0, 23) === at.slice(0, 23) &&
    !at.startsWith('0000') &&
    parseId(id) !== undefined
  );
}

/** `GET /api/likes.php` — received when `type` is absent; `before` is a `next_cursor` of the same list. */
export class LikesQueryDto {
  @IsOptional() @IsIn(LIKES_TYPES) type?: LikesType;
  @IsOptional()
  @Matches(LIKES_CURSOR_PATTERN)
  @ValidateBy({
    name: 'isLikesCursor',
    validator: { validate: isLikesCursor, defaultMessage: () => '$property is not a cursor of this list' },
  })
  before?: string;
}

/** Who liked the viewer; `like_new` until the viewer opens that member's profile. */
export interface LikedByItem {
  id: number;
  like_new: boolean;
}

export interface LikesResponse {
  profiles: MemberCard[];
  /** The newest likers, whatever the page: the New likes badge and the "new" marks. */
  liked_by: LikedByItem[];
  /** Where the next, older page starts (`before`); null on the last page. */
  next_cursor: string | null;
}

export interface AutoLikeResponse {
  /** The newest liker whose like is still new, for the match modal; null when there is none. */
  profile: MemberCard | null;
}
