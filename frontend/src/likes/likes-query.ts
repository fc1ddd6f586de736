import type { LikedByItem, LikesType } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchLikes } from './likes-api';

/** Under `members` so logout drops them; every tab also answers `liked_by` (the New likes badge). */
export const LIKES_QUERY_KEY = ['members', 'likes'] as const;

export const likesQuery = (type: LikesType) =>
  queryOptions({
    queryKey: [...LIKES_QUERY_KEY, type] as const,
    queryFn: ({ signal }) => fetchLikes(type, signal),
    staleTime: 30_000,
  });

/** The New likes badge: likes the member has not looked at yet. */
export function countNewLikes(likedBy: readonly LikedByItem[]): number {
  return likedBy.filter((item) => item.like_new).length;
}
