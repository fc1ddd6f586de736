import type { Redis } from 'ioredis';
import type { SearchResponse } from '@amoretto/shared';
import { REDIS } from '../redis/redis.module';
import { signUp } from '../testing/accounts-helpers';
import { resolveFilters } from './search-filters';
import { searchTotalKey } from './search-totals';
import { useIsolatedBackend } from '../testing/isolated-database';

const NL_HOST = 'amoretto.nl';

const birthDateFor = (age: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate() - 10)).toISOString().slice(0, 10);
};

describe('search totals cache', () => {
  const ctx = useIsolatedBackend('search_count', { SEARCH_COUNT_CACHE_SECONDS: '60' });
  let viewer: { cookie: string; id: number };

  const insertWoman = async (region = 'NL-FR'): Promise<number> => {
    const [row] = await ctx.db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality, region, city)
       VALUES ($1, 'x', 'Fenna', $2, 'active', 'nl', (SELECT id FROM sites WHERE 'NL' = ANY(countries) ORDER BY id LIMIT 1),
               'NL', 'female', 'hetero', $3, 'Leeuwarden')
       RETURNING id`,
      [`count.${Math.random().toString(36).slice(2)}@example.com`, birthDateFor(31), region],
    );
    return row.id as number;
  };
  const search = async (cookie = viewer.cookie): Promise<SearchResponse> =>
    (
      await ctx.backend
        .http()
        .get('/api/members')
        .set('Host', NL_HOST)
        .set('Cookie', cookie)
        .query({ region: 'NL-FR', gender: 'female' })
        .expect(200)
    ).body as SearchResponse;

  beforeAll(async () => {
    // Totals cached by an earlier run of this file (same filters, same day) would be stale here.
    const redis = ctx.backend.app.get<Redis>(REDIS);
    const keys = await redis.keys('search:count:*');
    if (keys.length > 0) await redis.del(...keys);
    const signed = await signUp(ctx.backend, { name: 'Sjoerd' }, NL_HOST);
    viewer = { cookie: signed.cookie, id: signed.res.body.user.id };
    await ctx.db.query(`UPDATE users SET gender = 'male', sexuality = 'hetero', country = 'NL', region = 'NL-FR' WHERE id = $1`, [
      viewer.id,
    ]);
  });

  it('reuses the total for the same filters, yet takes the viewer’s own blocks off exactly', async () => {
    const women = [await insertWoman(), await insertWoman(), await insertWoman()];
    expect((await search()).numResults).toBe(3);

    // A new member within the cache time: the total stays, the page itself is fresh.
    const late = await insertWoman();
    const after = await search();
    expect(after.numResults).toBe(3);
    expect(after.profiles.map((p) => p.id)).toContain(late);

    // Blocks are per viewer: counted exactly on top of the shared total.
    await ctx.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [viewer.id, women[0]]);
    const blocked = await search();
    expect(blocked.numResults).toBe(2);
    expect(blocked.profiles.map((p) => p.id)).not.toContain(women[0]);

    // Another viewer with the same filters shares the cached total, without the first one's blocks.
    const other = await signUp(ctx.backend, { name: 'Wessel' }, NL_HOST);
    await ctx.db.query(`UPDATE users SET gender = 'male', sexuality = 'hetero', country = 'NL' WHERE id = $1`, [other.res.body.user.id]);
    expect((await search(other.cookie)).numResults).toBe(3);
  });

  it('keeps a shared total in memory only as long as its Redis entry lives', async () => {
    const redis = ctx.backend.app.get<Redis>(REDIS);
    const query = { region: 'NL-GR', gender: 'female' } as const;
    const filters = resolveFilters(query, { gender: 'male', sexuality: 'hetero', country: 'NL' }, [
      'gender',
      'country',
      'countryregion',
      'age',
    ]);
    expect(filters.region).toBe('NL-GR');
    const groningen = async () =>
      (await ctx.backend.http().get('/api/members').set('Host', NL_HOST).set('Cookie', viewer.cookie).query(query).expect(200))
        .body as SearchResponse;
    // Another backend counted 7 a moment ago; the entry has 1.5 s left.
    const key = searchTotalKey(filters);
    await redis.set(key, '7', 'PX', 1500);
    expect((await groningen()).numResults).toBe(7);
    // Gone from Redis early (nothing in the app does this): this backend still serves its copy.
    await redis.del(key);
    await insertWoman('NL-GR');
    expect((await groningen()).numResults).toBe(7);
    // Once the shared entry would have expired, the total is counted again, exactly.
    await new Promise((r) => setTimeout(r, 1600));
    expect((await groningen()).numResults).toBe(1);
    expect(Number(await redis.get(key))).toBe(1);
  });
});
