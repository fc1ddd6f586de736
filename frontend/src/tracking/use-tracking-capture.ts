import type { RouterHistory } from '@tanstack/react-router';
import { useEffect } from 'react';
import { openingPage } from '../ui/opening-page-drawn';

/**
 * Starts the tracking capture (start-tracking-capture.ts) once the first page has drawn: its
 * code is not part of the first download, and the record it keeps is read only at signup.
 */
export function useTrackingCapture(history: RouterHistory): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    const cancel = openingPage.afterDrawn(
      () =>
        void import('./start-tracking-capture').then(
          ({ startTrackingCapture }) => {
            if (!stopped) stop = startTrackingCapture(history);
          },
          // A chunk that could not load: the visit goes unattributed, the page is unaffected.
          () => undefined,
        ),
    );
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [history]);
}
