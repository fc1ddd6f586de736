import { createPageSettle, type PageSettleDeps } from './page-settled';

/** A page whose queries, frames and timers the test moves by hand. */
function fakePage(fetchingAtStart = 0) {
  let fetching = fetchingAtStart;
  const listeners = new Set<() => void>();
  let frames: Array<() => void> = [];
  const deps: PageSettleDeps = {
    fetching: () => fetching,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    afterNextFrame: (run) => frames.push(run),
    capMs: 4000,
  };
  return {
    settle: createPageSettle(deps),
    setFetching(count: number) {
      fetching = count;
      listeners.forEach((listener) => listener());
    },
    frame() {
      const due = frames;
      frames = [];
      due.forEach((run) => run());
    },
    listenerCount: () => listeners.size,
  };
}

describe('the opening page settling', () => {
  it('waits for the page to have drawn before watching at all', () => {
    const page = fakePage(0);
    page.frame();
    expect(page.settle.settled()).toBe(false);
  });

  it('settles a frame after its queries are done, not while one is fetching', () => {
    const page = fakePage(2);
    const seen = jest.fn();
    page.settle.onSettled(seen);
    page.settle.start();
    page.frame();
    expect(page.settle.settled()).toBe(false);
    page.setFetching(1);
    page.frame();
    expect(page.settle.settled()).toBe(false);
    page.setFetching(0);
    // The results that just arrived are drawn first.
    expect(page.settle.settled()).toBe(false);
    page.frame();
    expect(page.settle.settled()).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    // Done watching: no query listener left.
    expect(page.listenerCount()).toBe(0);
  });

  it('waits again when a query starts before the frame that would confirm it', () => {
    const page = fakePage(1);
    page.settle.start();
    page.setFetching(0);
    page.setFetching(1);
    page.frame();
    expect(page.settle.settled()).toBe(false);
    page.setFetching(0);
    page.frame();
    expect(page.settle.settled()).toBe(true);
  });

  it('settles at once for a page with nothing to fetch, one frame after it drew', () => {
    const page = fakePage(0);
    page.settle.start();
    expect(page.settle.settled()).toBe(false);
    page.frame();
    expect(page.settle.settled()).toBe(true);
  });

  it('settles at the cap when the data keeps loading, and only once', () => {
    jest.useFakeTimers();
    try {
      const page = fakePage(1);
      const seen = jest.fn();
      page.settle.onSettled(seen);
      page.settle.start();
      page.frame();
      jest.advanceTimersByTime(3999);
      expect(page.settle.settled()).toBe(false);
      jest.advanceTimersByTime(1);
      expect(page.settle.settled()).toBe(true);
      page.setFetching(0);
      page.frame();
      expect(seen).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays settled, tells later listeners at once, and starts only once', () => {
    const page = fakePage(0);
    page.settle.start();
    page.settle.start();
    page.frame();
    expect(page.listenerCount()).toBe(0);
    page.setFetching(3);
    expect(page.settle.settled()).toBe(true);
    const late = jest.fn();
    page.settle.onSettled(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('forgets a listener that unsubscribed before it settled', () => {
    const page = fakePage(0);
    const gone = jest.fn();
    page.settle.onSettled(gone)();
    page.settle.start();
    page.frame();
    expect(gone).not.toHaveBeenCalled();
  });
});
