import { useMutation } from '@tanstack/react-query';
import { fetchGeocode } from './geocode-api';
import { locate, locateFailure, type LocatedPlace, type LocateState } from './locate';

/**
 * Locates the member on demand. Runs as a mutation so that an ended session is noticed
 * like anywhere else; a new attempt clears the previous error.
 */
export function useLocate(onLocated: (place: LocatedPlace) => void): { state: LocateState; start: () => void } {
  const mutation = useMutation({
    mutationFn: () => locate(typeof navigator === 'undefined' ? undefined : navigator.geolocation, (lat, lon) => fetchGeocode(lat, lon)),
    onSuccess: onLocated,
  });
  const state: LocateState = mutation.isPending
    ? { status: 'active' }
    : mutation.isError
      ? { status: 'error', reason: locateFailure(mutation.error) }
      : { status: 'idle' };
  return { state, start: () => mutation.mutate() };
}
