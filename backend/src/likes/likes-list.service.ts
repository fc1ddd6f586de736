import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LIKES_LIST_LIMIT, type AutoLikeResponse, type LikesResponse, type LikesType } from '@amoretto/shared';
import { toMemberCard } from '../members/member-card';
import { likesList, newestNewLiker, type LikesPosition } from './likes.repository';

/** The viewer's likes list and match modal (docs/product.md#likes). Reading never clears like_new; opening the liker's page does. */
@Injectable()
export class LikesListService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One page of a list, newest first, starting after `before` (a `next_cursor` of the same list). */
  async list(viewerId: number, type: LikesType, cdnPrefix: string, before?: string): Promise<LikesResponse> {
    const position = before ? splitCursor(before) : null;
    // One statement (one snapshot, so profiles and liked_by agree): every member's tab polls this.
    // One row more than shown tells whether a next page exists.
    const { page: rows, liked_by: likers } = await likesList(this.db, viewerId, type, LIKES_LIST_LIMIT + 1, position, LIKES_LIST_LIMIT);
    const shown = rows.slice(0, LIKES_LIST_LIMIT);
    return {
      profiles: shown.map((row) => toMemberCard(row, cdnPrefix)),
      liked_by: likers.map((item) => ({ id: item.id, like_new: item.like_new })),
      next_cursor: rows.length > LIKES_LIST_LIMIT ? shown[shown.length - 1]!.x_cursor : null,
    };
  }

  /** The newest liker whose like is still new; it stays the answer until the viewer opens that profile. */
  async autoLike(viewerId: number, cdnPrefix: string): Promise<AutoLikeResponse> {
    const row = await newestNewLiker(this.db, viewerId);
    return { profile: row ? toMemberCard(row, cdnPrefix) : null };
  }
}

/** `2026-11-23T13:45:10.123456_42` → the time and the id (the DTO checked the shape). */
function splitCursor(cursor: string): LikesPosition {
  const cut = cursor.lastIndexOf('_');
  return { at: cursor.slice(0, cut), id: Number(cursor.slice(cut + 1)) };
}
