import { afterNextPaint } from './after-next-paint';

/**
 * Runs `run` once the browser reports the next largest paint: the entry comes when the frame has
 * been shown, which on a busy phone can be well after the frame was drawn. Where the browser
 * reports no such paints, after the next frame.
 */
export function afterLargestPaint(run: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return afterNextPaint(run);
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'largest-contentful-paint' });
}
