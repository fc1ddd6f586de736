import type { LikedByItem, LikesType } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { fetchLikes } from './likes-api';

/** Member data, so logout drops them; every tab also answers `liked_by` (the New likes badge). */

export const likesQuery = (type: LikesType) =>
  queryOptions({
    queryKey: queryKeys.member.likes.list(type),
    queryFn: ({ signal }) => fetchLikes(type, signal),
    staleTime: 30_000,
  });

/** The New likes badge: likes the member has not looked at yet. */
export function countNewLikes(likedBy: readonly LikedByItem[]): number {
  return likedBy.filter((item) => item.like_new).length;
}
