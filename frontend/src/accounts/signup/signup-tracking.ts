import type { TrackingDto } from '@amoretto/shared';
import { readStoredTracking } from '../../tracking/tracking-storage';

/** The stored ad-network record (localStorage `tracking`), sent along with the signup. */
export function signupTracking(): TrackingDto | undefined {
  try {
    const record = readStoredTracking(window.localStorage);
    return Object.keys(record).length > 0 ? record : undefined;
  } catch {
    // Storage switched off: nothing was stored either.
    return undefined;
  }
}
