import type { GeolocationPermission } from './geolocation-permission';
import type { LocateState } from './locate';

export type LocationHint = 'denied' | 'failed' | 'unsupported';

/**
 * Which message goes under the button. A refusal, whether the browser already reports it
 * or the last attempt ran into it, tells the member how to allow location; every other
 * failure is just "could not determine", with no details.
 */
export function locationHint(permission: GeolocationPermission, state: LocateState): LocationHint | null {
  if (permission === 'unsupported') return 'unsupported';
  if (state.status === 'active') return null;
  // A member who has since allowed location in the browser sees the hint go away.
  if (state.status === 'error') return state.reason === 'denied' && permission === 'granted' ? null : state.reason;
  return permission === 'denied' ? 'denied' : null;
}
