import { keyAction, swipeDecision, swipeThreshold, swipeTilt } from './swipe-gesture-rules';

describe('swipe gesture rules', () => {
  it('needs a third of the card width, and never less than 80 px', () => {
    expect(swipeThreshold(600)).toBe(180);
    expect(swipeThreshold(200)).toBe(80);
  });

  it('likes to the right, skips to the left, springs back in between', () => {
    expect(swipeDecision(180, 600)).toBe('like');
    expect(swipeDecision(-180, 600)).toBe('skip');
    expect(swipeDecision(179, 600)).toBeNull();
    expect(swipeDecision(-100, 600)).toBeNull();
    expect(swipeDecision(0, 600)).toBeNull();
  });

  it('leans the card with the drag, up to 12 degrees', () => {
    expect(swipeTilt(0, 600)).toBe(0);
    expect(swipeTilt(90, 600)).toBe(6);
    expect(swipeTilt(-900, 600)).toBe(-12);
  });

  it('maps the arrow keys and nothing else', () => {
    expect(keyAction('ArrowRight')).toBe('like');
    expect(keyAction('ArrowLeft')).toBe('skip');
    expect(keyAction('Enter')).toBeNull();
    expect(keyAction('ArrowUp')).toBeNull();
  });
});
