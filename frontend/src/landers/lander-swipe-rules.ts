/** The teaser's state: which card is on top, how many were liked. */
export interface SwipeTeaser {
  index: number;
  liked: number;
}

export type SwipeChoice = 'like' | 'skip';

/** How many choices the teaser takes before it asks for the account (or fewer, when fewer members came). */
export const SWIPE_TEASER_CHOICES = 5;

export const SWIPE_TEASER_START: SwipeTeaser = { index: 0, liked: 0 };

/** One choice: the next card comes up. Nothing is sent anywhere; a visitor cannot like yet. */
export function swipe(state: SwipeTeaser, choice: SwipeChoice): SwipeTeaser {
  return { index: state.index + 1, liked: state.liked + (choice === 'like' ? 1 : 0) };
}

/** Whether the teaser is over: the choices are used up or the cards have run out. */
export function swipeTeaserDone(state: SwipeTeaser, cards: number): boolean {
  return state.index >= Math.min(cards, SWIPE_TEASER_CHOICES);
}

/** The choice an arrow key makes (right likes, left skips, as a swipe would), or null. */
export function choiceForKey(key: string): SwipeChoice | null {
  if (key === 'ArrowRight') return 'like';
  if (key === 'ArrowLeft') return 'skip';
  return null;
}
