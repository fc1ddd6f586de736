import { afterNextPaint } from './after-next-paint';

/** The member's first touch, click, key or wheel: browsers report no largest paint after it. */
const FIRST_INPUTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Runs `run` once the browser reports the next largest paint: the entry comes when the frame has
 * been shown, which on a busy phone can be well after the frame was drawn. Or at the member's first
 * input before that: the page is in use, so it has been shown, and the browser stops reporting
 * largest paints then (a member who tapped "like" at once would otherwise wait for the fallback in
 * opening-page-drawn.ts, seconds without live updates). Where the browser reports no such paints,
 * after the next frame.
 */
export function afterLargestPaint(run: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return afterNextPaint(run);
  // Aborting removes every input listener at once, and says whether `run` has been called.
  const inputs = new AbortController();
  const finish = () => {
    if (inputs.signal.aborted) return;
    inputs.abort();
    observer.disconnect();
    run();
  };
  const observer = new PerformanceObserver(finish);
  observer.observe({ type: 'largest-contentful-paint' });
  FIRST_INPUTS.forEach((type) => window.addEventListener(type, finish, { capture: true, passive: true, signal: inputs.signal }));
}
