import { GEOLOCATION_MAX_AGE_MS } from '@amoretto/shared';
import { ApiError } from '../api/api-error';
import { locate, LocateError, locateFailure, placeFromGeocode, type PositionSource } from './locate';
import { locationHint } from './location-hint';

const AMSTERDAM = { country: 'NL', region: 'NL-NH', city: 'Amsterdam' };

function positionAt(latitude: number, longitude: number): PositionSource & { options?: PositionOptions } {
  const source: PositionSource & { options?: PositionOptions } = {
    getCurrentPosition(success, _error, options) {
      source.options = options;
      success({ coords: { latitude, longitude } });
    },
  };
  return source;
}

const failingWith = (code: number): PositionSource => ({ getCurrentPosition: (_success, error) => error({ code }) });

describe('placeFromGeocode', () => {
  it('accepts a place in one of our countries', () => {
    expect(placeFromGeocode(AMSTERDAM)).toEqual(AMSTERDAM);
    expect(placeFromGeocode({ country: 'NZ', region: null, city: ' Waitangi ' })).toEqual({
      country: 'NZ',
      region: null,
      city: 'Waitangi',
    });
  });

  it('treats false, a foreign country or an empty city as no place', () => {
    expect(placeFromGeocode(false)).toBeNull();
    expect(placeFromGeocode(undefined)).toBeNull();
    expect(placeFromGeocode({ country: 'JP', region: null, city: 'Tokyo' })).toBeNull();
    expect(placeFromGeocode({ country: 'IT', region: 'IT-MI', city: '  ' })).toBeNull();
  });
});

describe('locate', () => {
  it('asks for a position at most an hour old and geocodes it', async () => {
    const source = positionAt(52.3676, 4.9041);
    const geocode = jest.fn().mockResolvedValue(AMSTERDAM);
    await expect(locate(source, geocode)).resolves.toEqual(AMSTERDAM);
    expect(geocode).toHaveBeenCalledWith(52.3676, 4.9041);
    expect(source.options).toMatchObject({ maximumAge: GEOLOCATION_MAX_AGE_MS });
    expect(GEOLOCATION_MAX_AGE_MS).toBe(3_600_000);
  });

  it('fails as "denied" when the member refuses, without calling the server', async () => {
    const geocode = jest.fn();
    const error = await locate(failingWith(1), geocode).catch((e: unknown) => e);
    expect(locateFailure(error)).toBe('denied');
    expect(geocode).not.toHaveBeenCalled();
  });

  it('fails as "failed" when the position is unavailable or times out', async () => {
    for (const code of [2, 3]) {
      expect(locateFailure(await locate(failingWith(code), jest.fn()).catch((e: unknown) => e))).toBe('failed');
    }
    expect(locateFailure(await locate(undefined, jest.fn()).catch((e: unknown) => e))).toBe('failed');
  });

  it('fails as "failed" when the server answers false', async () => {
    const error = await locate(positionAt(30, -40), jest.fn().mockResolvedValue(false)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocateError);
    expect(locateFailure(error)).toBe('failed');
  });

  it('lets server errors through (session expiry must see them) but shows them as "failed"', async () => {
    const expired = new ApiError(403, 'authentication_required', 'Please log in');
    const error = await locate(positionAt(1, 2), jest.fn().mockRejectedValue(expired)).catch((e: unknown) => e);
    expect(error).toBe(expired);
    expect(locateFailure(error)).toBe('failed');
  });
});

describe('locationHint', () => {
  it('shows nothing while idle or locating, and the denied hint when the browser blocks location', () => {
    expect(locationHint('prompt', { status: 'idle' })).toBeNull();
    expect(locationHint('granted', { status: 'active' })).toBeNull();
    expect(locationHint('denied', { status: 'idle' })).toBe('denied');
    expect(locationHint('unsupported', { status: 'idle' })).toBe('unsupported');
  });

  it('explains the last failure until the member allows location', () => {
    expect(locationHint('prompt', { status: 'error', reason: 'failed' })).toBe('failed');
    expect(locationHint('prompt', { status: 'error', reason: 'denied' })).toBe('denied');
    expect(locationHint('unknown', { status: 'error', reason: 'denied' })).toBe('denied');
    expect(locationHint('granted', { status: 'error', reason: 'denied' })).toBeNull();
    expect(locationHint('granted', { status: 'error', reason: 'failed' })).toBe('failed');
  });
});
