import { createOpeningPage } from './opening-page-drawn';

/** An opening page whose frames and timer the test runs by hand. */
function setup() {
  const frames: (() => void)[] = [];
  let cap: (() => void) | null = null;
  const page = createOpeningPage(
    (run) => frames.push(run),
    4000,
    (run) => {
      cap = run;
    },
  );
  const nextFrame = () => frames.splice(0).forEach((run) => run());
  return { page, nextFrame, fireCap: () => cap!() };
}

describe('the opening page drawn', () => {
  it('runs what waits only a frame after the router rendered the page, not when the app frame mounts', () => {
    const { page, nextFrame } = setup();
    const ran: string[] = [];
    page.afterDrawn(() => ran.push('socket'));
    page.afterDrawn(() => ran.push('tracking'));
    nextFrame();
    expect(ran).toEqual([]);
    page.rendered();
    expect(ran).toEqual([]);
    expect(page.drawn()).toBe(false);
    nextFrame();
    expect(ran).toEqual(['socket', 'tracking']);
    expect(page.drawn()).toBe(true);
  });

  it('runs at once what asks after that, and each waiting thing once', () => {
    const { page, nextFrame } = setup();
    const run = jest.fn();
    page.afterDrawn(run);
    page.rendered();
    nextFrame();
    page.rendered();
    nextFrame();
    expect(run).toHaveBeenCalledTimes(1);
    const later = jest.fn();
    page.afterDrawn(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not run what was cancelled (a member who logged out before the page drew)', () => {
    const { page, nextFrame } = setup();
    const run = jest.fn();
    page.afterDrawn(run)();
    page.rendered();
    nextFrame();
    expect(run).not.toHaveBeenCalled();
  });

  it('a first load that never renders a route still runs what waits, at the cap', () => {
    const { page, fireCap } = setup();
    const run = jest.fn();
    page.afterDrawn(run);
    fireCap();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
