import { choiceForKey, swipe, SWIPE_TEASER_CHOICES, SWIPE_TEASER_START, swipeTeaserDone } from './lander-swipe-rules';

describe('the swipe teaser', () => {
  it('moves to the next card on each choice and counts likes only', () => {
    const after = swipe(swipe(swipe(SWIPE_TEASER_START, 'like'), 'skip'), 'like');
    expect(after).toEqual({ index: 3, liked: 2 });
  });

  it('ends after its choices, or sooner when fewer cards came', () => {
    let state = SWIPE_TEASER_START;
    for (let i = 0; i < SWIPE_TEASER_CHOICES - 1; i += 1) state = swipe(state, 'skip');
    expect(swipeTeaserDone(state, 10)).toBe(false);
    expect(swipeTeaserDone(swipe(state, 'like'), 10)).toBe(true);
    expect(swipeTeaserDone(swipe(SWIPE_TEASER_START, 'like'), 1)).toBe(true);
    expect(swipeTeaserDone(SWIPE_TEASER_START, 2)).toBe(false);
  });

  it('reads right as like and left as skip', () => {
    expect(choiceForKey('ArrowRight')).toBe('like');
    expect(choiceForKey('ArrowLeft')).toBe('skip');
    expect(choiceForKey('Enter')).toBeNull();
  });
});
