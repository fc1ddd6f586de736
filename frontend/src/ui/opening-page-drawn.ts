import { afterLargestPaint } from './after-largest-paint';
import { afterNextPaint } from './after-next-paint';

/**
 * When the page a visit opens on has been drawn: the router has rendered its route with the data
 * it loaded, and the browser has shown it (its largest paint). A page whose paints are all smaller
 * than what was already on the screen reports none, nor does one the member scrolled before it
 * drew: then the first frame after `SHOWN_CAP_MS`. A frame, not a timer alone, because a browser
 * can hold a painted frame back for a second before showing it (headless Chromium does, under
 * load), and until then it runs no frames: a timer would fire inside that second. The app's frame
 * (the root, the layout) mounts earlier, while the page's data is still on its way; work started
 * from there (the live connection's code, the tracking capture, the member services) would leave
 * before the page's largest paint and, on a slow link, share the bandwidth its photos and text need.
 */
export interface OpeningPage {
  /** Whether it has been drawn. */
  drawn: () => boolean;
  /** The router rendered its first route: drawn at its largest paint, or the first frame after the cap. */
  rendered: () => void;
  /** Runs `run` once drawn (at once if it is); returns the cancel. */
  afterDrawn: (run: () => void) => () => void;
}

/** How long a rendered page may go without reporting its largest paint before it counts as shown. */
export const SHOWN_CAP_MS = 2000;

export function createOpeningPage(
  afterPaint: (run: () => void) => void,
  afterNextFrame: (run: () => void) => void,
  capMs: number,
  setTimer: (run: () => void, ms: number) => void,
): OpeningPage {
  let drawn = false;
  const waiting = new Set<() => void>();
  const draw = () => {
    if (drawn) return;
    drawn = true;
    waiting.forEach((run) => run());
    waiting.clear();
  };
  let capped = false;
  return {
    drawn: () => drawn,
    rendered: () => {
      afterPaint(draw);
      // Usually drawn by then: no frame to wait for.
      setTimer(() => drawn || afterNextFrame(draw), SHOWN_CAP_MS);
    },
    afterDrawn: (run) => {
      if (drawn) {
        run();
        return () => undefined;
      }
      // A first load that never renders a route still runs what waits, a little later.
      if (!capped) setTimer(draw, capMs);
      capped = true;
      waiting.add(run);
      return () => waiting.delete(run);
    },
  };
}

/** The visit's opening page; router.ts reports its first render. */
export const openingPage = createOpeningPage(afterLargestPaint, afterNextPaint, 4000, (run, ms) => setTimeout(run, ms));
