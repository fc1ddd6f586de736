import { COUNTRIES, GEOLOCATION_MAX_AGE_MS, type Country, type GeocodeResponse } from '@amoretto/shared';

/** A located place, ready to be saved through the profile. */
export interface LocatedPlace {
  country: Country;
  region: string | null;
  city: string;
}

/** Why locating failed, as far as the member needs to know. */
export type LocateFailure = 'denied' | 'failed';

/** Where the button is: waiting, working, or showing why the last attempt failed. */
export type LocateState = { status: 'idle' } | { status: 'active' } | { status: 'error'; reason: LocateFailure };

export class LocateError extends Error {
  constructor(readonly reason: LocateFailure) {
    super(`location ${reason}`);
    this.name = 'LocateError';
  }
}

/** The subset of `navigator.geolocation` used here. */
export interface PositionSource {
  getCurrentPosition(
    success: (position: { coords: { latitude: number; longitude: number } }) => void,
    error: (error: { code: number }) => void,
    options: PositionOptions,
  ): void;
}

export type Geocoder = (lat: number, lon: number) => Promise<GeocodeResponse>;

// GeolocationPositionError.PERMISSION_DENIED; the constant itself is missing outside browsers.
const PERMISSION_DENIED = 1;
/** How long the browser may take to find a position before we give up. */
export const LOCATE_TIMEOUT_MS = 20_000;

/** A position at most an hour old (docs/product.md#location): coarse is fine for a city. */
export const POSITION_OPTIONS: PositionOptions = {
  maximumAge: GEOLOCATION_MAX_AGE_MS,
  timeout: LOCATE_TIMEOUT_MS,
  enableHighAccuracy: false,
};

function currentPosition(source: PositionSource): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    source.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
      (error) => reject(new LocateError(error.code === PERMISSION_DENIED ? 'denied' : 'failed')),
      POSITION_OPTIONS,
    );
  });
}

/** The place in a geocode answer, or null when there is none we can use. */
export function placeFromGeocode(response: GeocodeResponse | undefined): LocatedPlace | null {
  if (!response || typeof response !== 'object') return null;
  const { country, region, city } = response;
  if (!(COUNTRIES as readonly string[]).includes(country)) return null;
  if (typeof city !== 'string' || !city.trim()) return null;
  return { country: country as Country, region: typeof region === 'string' && region ? region : null, city: city.trim() };
}

/**
 * Asks the browser for the position, then the server for the place there. The coordinates
 * go no further than that one request. Geolocation failures become a LocateError; an
 * ApiError from the server passes through so session expiry is still noticed.
 */
export async function locate(source: PositionSource | undefined, geocode: Geocoder): Promise<LocatedPlace> {
  if (!source) throw new LocateError('failed');
  const { lat, lon } = await currentPosition(source);
  const place = placeFromGeocode(await geocode(lat, lon));
  if (!place) throw new LocateError('failed');
  return place;
}

/** What to tell the member about a failed attempt: only a refused permission has its own message. */
export function locateFailure(error: unknown): LocateFailure {
  return error instanceof LocateError ? error.reason : 'failed';
}
