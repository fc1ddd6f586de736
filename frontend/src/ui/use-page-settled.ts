import { useEffect, useSyncExternalStore } from 'react';
import { queryClient } from '../query-client';
import { afterNextPaint } from './after-next-paint';
import { openingPage } from './opening-page-drawn';
import { createPageSettle } from './page-settled';

// Long enough for the first results on a slow phone link, short enough that a page whose data
// keeps failing still gets its extras.
const SETTLE_CAP_MS = 4000;

const pageSettle = createPageSettle({
  fetching: () => queryClient.isFetching(),
  subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
  // Never before the opening page has been shown (opening-page-drawn.ts): what waits for the page to
  // settle comes after what waits for it to be drawn.
  afterNextFrame: (run) => openingPage.afterDrawn(() => afterNextPaint(run)),
  capMs: SETTLE_CAP_MS,
});

/**
 * Whether the opening page has settled (page-settled.ts). The first component using it starts the
 * watch once it has drawn, by which time the page's own queries have started.
 */
export function usePageSettled(): boolean {
  const settled = useSyncExternalStore(pageSettle.onSettled, pageSettle.settled);
  useEffect(() => pageSettle.start(), []);
  return settled;
}
