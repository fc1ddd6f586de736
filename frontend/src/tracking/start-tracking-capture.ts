import type { RouterHistory } from '@tanstack/react-router';
import { installBounceBeacon } from './bounce-beacon';
import { captureTracking } from './capture-tracking';
import type { TrackingRecord } from './tracking-params';
import { readStoredTracking, writeStoredTracking, BOUNCE_LOGGING_STORAGE_KEY } from './tracking-storage';

/** Storage can be switched off or full; tracking must never break the page. */
function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Nothing to recover: the visit just goes unattributed.
  }
}

/**
 * Runs once at boot: stores the ad-click record, takes the tracking parameters out of the
 * address bar through the router's history (so the router sees the clean URL, no reload)
 * and, when asked with `lb`, reports the page the visitor leaves from. Returns the stop.
 */
export function startTrackingCapture(history: RouterHistory): () => void {
  let stored: TrackingRecord = {};
  safely(() => {
    stored = readStoredTracking(window.localStorage);
  });
  const capture = captureTracking(history.location, stored);
  const record = capture.store;
  if (record) safely(() => writeStoredTracking(window.localStorage, record));
  if (capture.replaceWith) history.replace(capture.replaceWith, history.location.state);

  // Kept per tab: `lb` is gone from the URL after this, but a reload or a second effect
  // run (StrictMode) must still log.
  let bounceLogging = capture.bounceLogging;
  safely(() => {
    if (capture.bounceLogging) window.sessionStorage.setItem(BOUNCE_LOGGING_STORAGE_KEY, '1');
    else bounceLogging = window.sessionStorage.getItem(BOUNCE_LOGGING_STORAGE_KEY) === '1';
  });
  if (!bounceLogging || typeof navigator.sendBeacon !== 'function') return () => undefined;
  return installBounceBeacon({ document, navigator, location: window.location });
}
