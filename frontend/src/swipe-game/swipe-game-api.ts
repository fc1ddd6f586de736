import type { SwipeAction, SwipeGameResponse, SwipeResponse } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

// The swipe game's calls (docs/product.md#swipe-game).

export function fetchSwipeGame(signal?: AbortSignal): Promise<SwipeGameResponse> {
  return apiFetch<SwipeGameResponse>({ path: '/swipe-game', signal });
}

/** Not repeated on its own: a like that reached the server already counts, and a repeat would answer the next card. */
export function sendSwipe(profileId: number, action: SwipeAction): Promise<SwipeResponse> {
  return apiFetch<SwipeResponse>({ method: 'POST', path: '/swipe-game/swipes', body: { profile_id: profileId, action }, retries: 0 });
}
