import { afterLargestPaint } from './after-largest-paint';

/** A browser that reports largest paints when the test says so, with a window to send input to. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static live = new Set<FakeObserver>();
  constructor(private readonly callback: () => void) {}
  observe() {
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  static reportLargestPaint() {
    [...FakeObserver.live].forEach((observer) => observer.callback());
  }
}

describe('afterLargestPaint', () => {
  const globals = globalThis as unknown as { PerformanceObserver: unknown; window: unknown };
  const saved = { PerformanceObserver: globals.PerformanceObserver, window: globals.window };
  let page: EventTarget;

  beforeEach(() => {
    FakeObserver.live.clear();
    page = new EventTarget();
    globals.PerformanceObserver = FakeObserver;
    globals.window = page;
  });
  afterEach(() => {
    globals.PerformanceObserver = saved.PerformanceObserver;
    globals.window = saved.window;
  });

  it('runs at the largest paint, once, and stops watching', () => {
    const run = jest.fn();
    afterLargestPaint(run);
    expect(run).not.toHaveBeenCalled();
    FakeObserver.reportLargestPaint();
    expect(run).toHaveBeenCalledTimes(1);
    page.dispatchEvent(new Event('pointerdown'));
    FakeObserver.reportLargestPaint();
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakeObserver.live.size).toBe(0);
  });

  it.each(['pointerdown', 'keydown', 'wheel'])('runs at the first %s before any largest paint (none is reported after input)', (type) => {
    const run = jest.fn();
    afterLargestPaint(run);
    page.dispatchEvent(new Event(type));
    expect(run).toHaveBeenCalledTimes(1);
    page.dispatchEvent(new Event(type));
    FakeObserver.reportLargestPaint();
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakeObserver.live.size).toBe(0);
  });

  it('is not moved by other events (a programmatic scroll, a pointer passing over)', () => {
    const run = jest.fn();
    afterLargestPaint(run);
    page.dispatchEvent(new Event('scroll'));
    page.dispatchEvent(new Event('pointermove'));
    expect(run).not.toHaveBeenCalled();
  });
});
