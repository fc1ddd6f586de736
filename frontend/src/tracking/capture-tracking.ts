import { mergeTracking, parseTracking, type TrackingRecord } from './tracking-params';

export interface TrackingCapture {
  /** The record to store, or null when the URL brought nothing new. */
  store: TrackingRecord | null;
  bounceLogging: boolean;
  /** Path + query + hash to replace the current entry with, or null when the URL is already clean. */
  replaceWith: string | null;
}

/**
 * What boot does with the address it opened on: merge tracking values into the stored
 * record and drop them from the address bar, so a shared or bookmarked link does not
 * attribute someone else's visit to the ad.
 */
export function captureTracking(location: { pathname: string; search: string; hash: string }, stored: TrackingRecord): TrackingCapture {
  const parsed = parseTracking(new URLSearchParams(location.search));
  const fresh = Object.keys(parsed.record).length > 0;
  const query = parsed.cleanedSearch.toString();
  return {
    store: fresh ? mergeTracking(stored, parsed.record) : null,
    bounceLogging: parsed.bounceLogging,
    replaceWith: parsed.changed ? `${location.pathname}${query ? `?${query}` : ''}${location.hash}` : null,
  };
}
