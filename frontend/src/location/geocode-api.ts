import type { GeocodeResponse } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

/** The place at a position; `false` when the server cannot (or will not) name one. */
export function fetchGeocode(lat: number, lon: number, signal?: AbortSignal): Promise<GeocodeResponse> {
  // One retry at most: a member waiting on a spinner is better served by a quick "could not".
  return apiFetch<GeocodeResponse>({ path: '/geocode.php', query: { lat, lon }, signal, retries: 1 });
}
