import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { signUp, useTestBackend } from '../testing/accounts-helpers';
import { GEOCODE_LIMIT_PER_HOUR } from './geocode.service';

describe('GET /api/geocode.php: offline reverse geocoding for members', () => {
  const ctx = useTestBackend();
  let cookie: string;

  beforeAll(async () => {
    ({ cookie } = await signUp(ctx.backend));
  });

  const geocode = (query: Record<string, string | number>, as = cookie) =>
    ctx.backend.http().get('/api/geocode.php').query(query).set('Cookie', as);

  it.each([
    ['Amsterdam', 52.3676, 4.9041, { country: 'NL', region: 'NL-NH', city: 'Amsterdam' }],
    ['Munich', 48.1351, 11.582, { country: 'DE', region: 'DE-BY', city: 'München' }],
    ['Milan', 45.4642, 9.19, { country: 'IT', region: 'IT-MI', city: 'Milano' }],
    ['Kraków', 50.0647, 19.945, { country: 'PL', region: 'PL-12', city: 'Kraków' }],
    ['an outer district of Berlin', 52.535, 13.2, { country: 'DE', region: 'DE-BE', city: 'Berlin' }],
    ['Brussels', 50.8503, 4.3517, { country: 'BE', region: 'BE-BRU', city: 'Brussel / Bruxelles' }],
    ['London', 51.5072, -0.1276, { country: 'GB', region: 'GB-LDN', city: expect.any(String) }],
    ['Barcelona', 41.3874, 2.1686, { country: 'ES', region: 'ES-B', city: expect.any(String) }],
    ['Pointe-à-Pitre (overseas France)', 16.2411, -61.5331, { country: 'FR', region: 'FR-971', city: expect.any(String) }],
  ])('names the place at %s', async (_name, lat, lon, place) => {
    const res = await geocode({ lat, lon }).expect(200);
    expect(res.body).toEqual(place);
  });

  it.each([
    ['the middle of the Atlantic', 30, -40],
    ['Tokyo', 35.6762, 139.6503],
    ['Luxembourg, a neighbour we do not serve', 49.6116, 6.1319],
  ])('answers false for %s', async (_name, lat, lon) => {
    const res = await geocode({ lat, lon }).expect(200);
    expect(res.body).toBe(false);
  });

  it('refuses malformed coordinates with validation_failed', async () => {
    const outOfRange = await geocode({ lat: 200, lon: 4.9 }).expect(400);
    expect(outOfRange.body.error).toMatchObject({ code: 'validation_failed', fields: { lat: expect.arrayContaining(['max']) } });
    const missing = await geocode({ lat: 52.37 }).expect(400);
    expect(missing.body.error).toMatchObject({ code: 'validation_failed', fields: { lon: expect.any(Array) } });
    const text = await geocode({ lat: 'north', lon: 4.9 }).expect(400);
    expect(text.body.error.fields).toHaveProperty('lat');
  });

  it('is for members only', async () => {
    const res = await ctx.backend.http().get('/api/geocode.php').query({ lat: 52.3676, lon: 4.9041 }).expect(403);
    expect(res.body.error.code).toBe('authentication_required');
  });

  it('stores nothing: the profile is unchanged and the only trace is a counter without coordinates', async () => {
    const member = await signUp(ctx.backend);
    const id: number = member.res.body.user.id;
    const before = await ctx.db.query(`SELECT * FROM users WHERE id = $1`, [id]);
    await geocode({ lat: 45.4642, lon: 9.19 }, member.cookie).expect(200);
    const after = await ctx.db.query(`SELECT * FROM users WHERE id = $1`, [id]);
    expect(after).toEqual(before);
    const redis = ctx.backend.app.get<Redis>(REDIS);
    const keys = await redis.keys(`*geocode*${id}*`);
    expect(keys).toEqual([`limit:geocode:${id}`]);
    expect(await redis.get(keys[0])).toBe('1');
  });

  it('answers false once a member exceeds the hourly allowance', async () => {
    const member = await signUp(ctx.backend);
    for (let i = 0; i < GEOCODE_LIMIT_PER_HOUR; i++) {
      const res = await geocode({ lat: 30, lon: -40 }, member.cookie).expect(200);
      expect(res.body).toBe(false);
    }
    const limited = await geocode({ lat: 52.3676, lon: 4.9041 }, member.cookie).expect(200);
    expect(limited.body).toBe(false);
    // Another member is not affected.
    const other = await geocode({ lat: 52.3676, lon: 4.9041 }).expect(200);
    expect(other.body).toMatchObject({ country: 'NL' });
  });
});
