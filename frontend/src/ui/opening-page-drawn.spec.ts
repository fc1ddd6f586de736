import { createOpeningPage, SHOWN_CAP_MS } from './opening-page-drawn';

/** An opening page whose largest paints, frames and timers the test runs by hand. */
function setup() {
  const paints: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers = new Map<number, () => void>();
  const page = createOpeningPage(
    (run) => paints.push(run),
    (run) => frames.push(run),
    4000,
    (run, ms) => timers.set(ms, run),
  );
  const largestPaint = () => paints.splice(0).forEach((run) => run());
  const nextFrame = () => frames.splice(0).forEach((run) => run());
  return { page, largestPaint, nextFrame, fireCap: () => timers.get(4000)!(), fireShownCap: () => timers.get(SHOWN_CAP_MS)!() };
}

describe('the opening page drawn', () => {
  it('runs what waits only a frame after the router rendered the page, not when the app frame mounts', () => {
    const { page, largestPaint } = setup();
    const ran: string[] = [];
    page.afterDrawn(() => ran.push('socket'));
    page.afterDrawn(() => ran.push('tracking'));
    largestPaint();
    expect(ran).toEqual([]);
    page.rendered();
    expect(ran).toEqual([]);
    expect(page.drawn()).toBe(false);
    largestPaint();
    expect(ran).toEqual(['socket', 'tracking']);
    expect(page.drawn()).toBe(true);
  });

  it('runs at once what asks after that, and each waiting thing once', () => {
    const { page, largestPaint } = setup();
    const run = jest.fn();
    page.afterDrawn(run);
    page.rendered();
    largestPaint();
    page.rendered();
    largestPaint();
    expect(run).toHaveBeenCalledTimes(1);
    const later = jest.fn();
    page.afterDrawn(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not run what was cancelled (a member who logged out before the page drew)', () => {
    const { page, largestPaint } = setup();
    const run = jest.fn();
    page.afterDrawn(run)();
    page.rendered();
    largestPaint();
    expect(run).not.toHaveBeenCalled();
  });

  it('a first load that never renders a route still runs what waits, at the cap', () => {
    const { page, fireCap } = setup();
    const run = jest.fn();
    page.afterDrawn(run);
    fireCap();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without a largest paint, runs what waits at the first frame after the cap, not at the cap itself (a frame the browser holds back runs no frames)', () => {
    const { page, nextFrame, fireShownCap } = setup();
    const run = jest.fn();
    page.afterDrawn(run);
    page.rendered();
    nextFrame();
    expect(run).not.toHaveBeenCalled();
    fireShownCap();
    expect(run).not.toHaveBeenCalled();
    nextFrame();
    expect(run).toHaveBeenCalledTimes(1);
    expect(page.drawn()).toBe(true);
  });
});
