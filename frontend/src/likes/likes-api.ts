import type { AutoLikeResponse, LikesResponse, LikesType } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

// The likes calls (docs/product.md#likes). Reading never clears a like's "new" mark; opening the liker's page does.

/** One page of a likes list; `before` is the `next_cursor` of the page above it. */
export function fetchLikes(type: LikesType, signal?: AbortSignal, before?: string): Promise<LikesResponse> {
  return apiFetch<LikesResponse>({ path: '/likes.php', query: before ? { type, before } : { type }, signal });
}

export function fetchAutoLike(signal?: AbortSignal): Promise<AutoLikeResponse> {
  return apiFetch<AutoLikeResponse>({ path: '/auto-like.php', signal });
}
