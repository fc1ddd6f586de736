import type { SearchResponse } from '@amoretto/shared';
import { setSite } from '../members/member-test-helpers';
import { signUp } from '../testing/accounts-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { SearchService } from './search.service';

const NL_HOST = 'amoretto.nl';
const NL_DOMAIN = 'amoretto.nl';
// Long enough that a few requests fit inside it on a busy machine.
const CACHE_SECONDS = 2;

describe('visitor search answers', () => {
  const ctx = useIsolatedBackend('search_visitor', { VISITOR_SEARCH_CACHE_SECONDS: String(CACHE_SECONDS) });

  const insertWoman = async (region: string): Promise<number> => {
    const [row] = await ctx.db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality, region, city)
       VALUES ($1, 'x', 'Fenna', DATE '1990-03-01', 'active', 'nl', (SELECT id FROM sites WHERE 'NL' = ANY(countries) ORDER BY id LIMIT 1),
               'NL', 'female', 'hetero', $2, 'Leeuwarden')
       RETURNING id`,
      [`visitor.${Math.random().toString(36).slice(2)}@example.com`, region],
    );
    return row.id as number;
  };
  const search = (query: Record<string, string>, cookie = '') =>
    ctx.backend
      .http()
      .get('/api/members')
      .set('Host', NL_HOST)
      .set('Cookie', cookie)
      .query({ gender: 'female', ...query });
  const ids = (body: SearchResponse) => body.profiles.map((p) => p.id);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(() => setSite(ctx.backend, ctx.db, NL_DOMAIN, { logged_out_search: 'all', logged_out_search_trafficsource: 'none' }));

  it('gives visitors the same answer for a moment, then a fresh one', async () => {
    const first = await insertWoman('NL-FR');
    const before = (await search({ region: 'NL-FR' }).expect(200)).body as SearchResponse;
    expect(ids(before)).toEqual([first]);

    // A member who joins now is in the next visitor answer only once the moment has passed.
    const late = await insertWoman('NL-FR');
    const again = (await search({ region: 'NL-FR' }).expect(200)).body as SearchResponse;
    expect(again).toEqual(before);
    await pause(CACHE_SECONDS * 1000 + 100);
    const fresh = (await search({ region: 'NL-FR' }).expect(200)).body as SearchResponse;
    expect(ids(fresh).sort()).toEqual([first, late].sort());
    expect(fresh.numResults).toBe(2);
  });

  it('keeps answers apart by filters and page, and never reuses them for members', async () => {
    // Signed up first: password hashing is slow, and the visitors' answer must outlive the steps below.
    const signed = await signUp(ctx.backend, { name: 'Sjoerd' }, NL_HOST);
    await ctx.db.query(`UPDATE users SET gender = 'male', sexuality = 'hetero', country = 'NL' WHERE id = $1`, [signed.res.body.user.id]);
    const groningen = await insertWoman('NL-GR');
    const drenthe = await insertWoman('NL-DR');
    expect(ids((await search({ region: 'NL-GR' }).expect(200)).body)).toEqual([groningen]);
    expect(ids((await search({ region: 'NL-DR' }).expect(200)).body)).toEqual([drenthe]);
    expect((await search({ region: 'NL-GR', page: '2' }).expect(200)).body.page).toBe(2);

    // A member sees a newcomer at once.
    expect(ids((await search({ region: 'NL-GR' }, signed.cookie).expect(200)).body)).toEqual([groningen]);
    const newcomer = await insertWoman('NL-GR');
    expect(ids((await search({ region: 'NL-GR' }, signed.cookie).expect(200)).body).sort()).toEqual([groningen, newcomer].sort());
    // Visitors still get the answer of a moment ago.
    expect(ids((await search({ region: 'NL-GR' }).expect(200)).body)).toEqual([groningen]);
  });

  it('applies the site rule before any kept answer, and shares one run among visitors asking at once', async () => {
    const friesland = await insertWoman('NL-FL');
    expect(ids((await search({ region: 'NL-FL' }).expect(200)).body)).toEqual([friesland]);
    await setSite(ctx.backend, ctx.db, NL_DOMAIN, { logged_out_search: 'none' });
    try {
      const closed = await search({ region: 'NL-FL' });
      expect(closed.status).toBe(403);
      expect(closed.body.error.code).toBe('search_not_available');
    } finally {
      await setSite(ctx.backend, ctx.db, NL_DOMAIN, { logged_out_search: 'all' });
    }

    // Ten visitors at once on a filter nobody asked for yet: one set of statements between them.
    await pause(CACHE_SECONDS * 1000 + 100);
    const service = ctx.backend.app.get(SearchService) as unknown as { run: (...args: unknown[]) => Promise<SearchResponse> };
    const runs = jest.spyOn(service, 'run');
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => search({ region: 'NL-FL' }).expect(200)));
      for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
      expect(ids(answers[0]!.body)).toEqual([friesland]);
      expect(runs).toHaveBeenCalledTimes(1);
    } finally {
      runs.mockRestore();
    }
  });
});
