import type { SwipeAction } from '@amoretto/shared';

// How a drag, a key or a button becomes a like or a skip (docs/product.md#swipe-game).

/** A drag counts once it travels this share of the card's width (but at least MIN_SWIPE_PX). */
export const SWIPE_WIDTH_SHARE = 0.3;
export const MIN_SWIPE_PX = 80;
/** Degrees the card leans at a full swipe. */
const MAX_TILT = 12;

export function swipeThreshold(cardWidth: number): number {
  return Math.max(MIN_SWIPE_PX, cardWidth * SWIPE_WIDTH_SHARE);
}

/** Right is a like, left a skip; a shorter drag springs back. */
export function swipeDecision(dx: number, cardWidth: number): SwipeAction | null {
  const threshold = swipeThreshold(cardWidth);
  if (dx >= threshold) return 'like';
  if (dx <= -threshold) return 'skip';
  return null;
}

/** The lean of the card while dragged, capped at a full swipe. */
export function swipeTilt(dx: number, cardWidth: number): number {
  const share = Math.max(-1, Math.min(1, dx / swipeThreshold(cardWidth)));
  return Math.round(share * MAX_TILT * 10) / 10;
}

/** The arrow keys: right likes, left skips. */
export function keyAction(key: string): SwipeAction | null {
  if (key === 'ArrowRight') return 'like';
  if (key === 'ArrowLeft') return 'skip';
  return null;
}
