import type { DataSource } from 'typeorm';
import { SEARCH_PAGE_SIZE, type SearchResponse } from '@amoretto/shared';
import { SitesService } from '../sites/sites.service';
import { signUp } from '../testing/accounts-helpers';
import type { TestBackend } from '../testing/test-app';
import { useIsolatedBackend } from '../testing/isolated-database';
import { sessionTokenFromCookie, sessionTokenHash } from '@amoretto/shared/db';
import { resolveFilters } from './search-filters';
import { SEARCHER_SQL, SearchSql } from './search-sql';

interface Seed {
  name?: string;
  gender?: 'male' | 'female';
  country?: string;
  region?: string | null;
  age?: number;
  status?: string;
  invisible?: boolean;
  profile_status?: string;
}

const birthDateFor = (age: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate() - 10)).toISOString().slice(0, 10);
};

async function insertMember(db: DataSource, seed: Seed): Promise<number> {
  const country = seed.country ?? 'NL';
  const [row] = await db.query(
    `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality,
                        region, city, invisible, profile_status)
     VALUES ($1, 'x', $2, $3, $4, 'nl', (SELECT id FROM sites WHERE $5 = ANY(countries) ORDER BY id LIMIT 1), $5, $6, 'hetero',
             $7, 'Utrecht', $8, $9)
     RETURNING id`,
    [
      `seed.${Math.random().toString(36).slice(2)}@example.com`,
      seed.name ?? 'Sanne',
      birthDateFor(seed.age ?? 30),
      seed.status ?? 'active',
      country,
      seed.gender ?? 'female',
      seed.region === undefined ? 'NL-UT' : seed.region,
      seed.invisible ?? false,
      seed.profile_status ?? 'active',
    ],
  );
  return row.id as number;
}

async function setSite(backend: TestBackend, db: DataSource, changes: Record<string, unknown>): Promise<void> {
  for (const [column, value] of Object.entries(changes)) {
    await db.query(`UPDATE sites SET "${column}" = $1 WHERE 'NL' = ANY(countries)`, [value]);
  }
  backend.app.get(SitesService).invalidate();
}

const NL_HOST = 'amoretto.nl';

describe('member search', () => {
  const ctx = useIsolatedBackend('search');
  let viewer: { cookie: string; id: number };

  const search = async (query: Record<string, string | number>, cookie = viewer.cookie) => {
    const res = await ctx.backend.http().get('/api/members').set('Host', NL_HOST).set('Cookie', cookie).query(query);
    return res;
  };
  const ids = (body: SearchResponse) => body.profiles.map((p) => p.id);

  beforeAll(async () => {
    const sites: Array<{ domain: string }> = await ctx.db.query(`SELECT domain FROM sites WHERE 'NL' = ANY(countries)`);
    expect(sites[0]?.domain).toBe(NL_HOST);
    const signed = await signUp(ctx.backend, { name: 'Daan' }, NL_HOST);
    expect(signed.res.status).toBe(201);
    viewer = { cookie: signed.cookie, id: signed.res.body.user.id };
    await ctx.db.query(`UPDATE users SET gender = 'male', sexuality = 'hetero', country = 'NL', region = 'NL-UT' WHERE id = $1`, [
      viewer.id,
    ]);
  });

  describe('filters and exclusions', () => {
    const made: Record<string, number> = {};
    beforeAll(async () => {
      made.utrecht25 = await insertMember(ctx.db, { age: 25 });
      made.utrecht40 = await insertMember(ctx.db, { age: 40 });
      made.utrecht62 = await insertMember(ctx.db, { age: 62 });
      made.holland33 = await insertMember(ctx.db, { age: 33, region: 'NL-NH' });
      made.noRegion = await insertMember(ctx.db, { age: 45, region: null });
      made.man = await insertMember(ctx.db, { age: 30, gender: 'male' });
      made.german = await insertMember(ctx.db, { age: 30, country: 'DE', region: 'DE-BY' });
      made.invisible = await insertMember(ctx.db, { age: 30, invisible: true });
      made.disabled = await insertMember(ctx.db, { age: 30, profile_status: 'disabled' });
      made.deleted = await insertMember(ctx.db, { age: 30, status: 'deleted' });
      made.unconfirmed = await insertMember(ctx.db, { age: 30, status: 'not_confirmed' });
      made.blockedByViewer = await insertMember(ctx.db, { age: 30 });
      made.blocksViewer = await insertMember(ctx.db, { age: 30 });
      await ctx.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2), ($3, $1)`, [
        viewer.id,
        made.blockedByViewer,
        made.blocksViewer,
      ]);
    });

    it('defaults to the other gender in the viewer’s country and leaves out invisible, disabled, deleted and blocked members', async () => {
      const res = await search({});
      expect(res.status).toBe(200);
      const found = ids(res.body);
      expect(new Set(found)).toEqual(
        new Set([made.utrecht25, made.utrecht40, made.utrecht62, made.holland33, made.noRegion, made.unconfirmed]),
      );
      expect(res.body.numResults).toBe(6);
      expect(found).toEqual([...found].sort((a, b) => b - a));
      expect(found).not.toContain(viewer.id);
    });

    it('filters by gender looked for, country and region', async () => {
      expect(ids((await search({ gender: 'male' })).body)).toEqual([made.man]);
      expect(ids((await search({ country: 'DE' })).body)).toEqual([made.german]);
      const utrecht = (await search({ region: 'NL-UT' })).body as SearchResponse;
      expect(new Set(ids(utrecht))).toEqual(new Set([made.utrecht25, made.utrecht40, made.utrecht62, made.unconfirmed]));
      expect(utrecht.numResults).toBe(4);
    });

    it('filters by an age range and by "over an age"', async () => {
      expect(new Set(ids((await search({ age: 'range', min_age: 24, max_age: 34 })).body))).toEqual(
        new Set([made.utrecht25, made.holland33, made.unconfirmed]),
      );
      expect(new Set(ids((await search({ age: 'over', min_age: 41 })).body))).toEqual(new Set([made.utrecht62, made.noRegion]));
      // "all" ignores stray bounds.
      expect((await search({ age: 'all', min_age: 60 })).body.numResults).toBe(6);
    });

    it('offers similar results from the whole country when a region has few, with their own count', async () => {
      const body = (await search({ region: 'NL-UT' })).body as SearchResponse;
      expect(new Set(body.similar.map((p) => p.id))).toEqual(new Set([made.holland33, made.noRegion]));
      expect(body.similar_count).toBe(2);
      const aged = (await search({ age: 'range', min_age: 60, max_age: 65 })).body as SearchResponse;
      expect(ids(aged)).toEqual([made.utrecht62]);
      // Widened by five years on each side: 55–70, nobody else is that old here.
      expect(aged.similar).toEqual([]);
    });

    it('answers the same whether the query names country and gender or leaves them to the searcher', async () => {
      // Filters named in the query or taken from the searcher's own profile.
      for (const [implicit, named] of [
        [{}, { country: 'NL', gender: 'female' }],
        [{ region: 'NL-UT' }, { region: 'NL-UT', country: 'NL', gender: 'female' }],
        [
          { age: 'range', min_age: 60, max_age: 65 },
          { age: 'range', min_age: 60, max_age: 65, country: 'NL', gender: 'female' },
        ],
      ] as Array<Record<string, string | number>[]>) {
        const a = (await search(implicit!)).body as SearchResponse;
        const b = (await search(named!)).body as SearchResponse;
        expect(b).toEqual(a);
        expect(ids(b)).not.toContain(made.blockedByViewer);
        expect(ids(b)).not.toContain(made.blocksViewer);
      }
      expect((await search({ region: 'NL-UT', country: 'NL', gender: 'female' })).body.similar_count).toBe(2);
    });

    it('ignores filters the site does not offer', async () => {
      await setSite(ctx.backend, ctx.db, { search_fields: ['age'] });
      try {
        const res = await search({ country: 'DE', gender: 'male' });
        expect(res.body.numResults).toBe(6);
      } finally {
        await setSite(ctx.backend, ctx.db, { search_fields: ['gender', 'country', 'countryregion', 'age'] });
      }
    });

    it('shows cards without private data', async () => {
      await ctx.db.query(`INSERT INTO photos (user_id, filename, thumb_filename) VALUES ($1, 'full-25.jpg', 'thumb-25.jpg')`, [
        made.utrecht25,
      ]);
      const res = await search({});
      const body = res.body as SearchResponse;
      for (const card of body.profiles) {
        expect(Object.keys(card).sort()).toEqual(['age', 'city', 'country', 'fictional', 'id', 'main_image', 'name', 'region']);
      }
      // The whole answer as the client gets it (serialised from the route's response schema).
      const cdn = (await ctx.db.query(`SELECT cdn_prefix FROM sites WHERE domain = $1`, [NL_HOST]))[0].cdn_prefix as string;
      expect(Object.keys(body).sort()).toEqual(['next_cursor', 'numResults', 'page', 'profiles', 'similar', 'similar_count']);
      expect(body).toMatchObject({ page: 1, numResults: 6, next_cursor: null, similar: [], similar_count: 0 });
      expect(body.profiles.find((p) => p.id === made.utrecht25)).toEqual({
        id: made.utrecht25,
        name: 'Sanne',
        age: 25,
        city: 'Utrecht',
        country: 'NL',
        region: 'NL-UT',
        fictional: false,
        main_image: { thumb_url: `${cdn}/thumb-25.jpg` },
      });
      expect(body.profiles.find((p) => p.id === made.noRegion)).toMatchObject({ region: null, main_image: null });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });

    it('refuses bad filters with validation_failed', async () => {
      const res = await search({ gender: 'robot', min_age: 12 });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(Object.keys(res.body.error.fields).sort()).toEqual(['gender', 'min_age']);
    });
  });

  describe('the searcher, their session and their blocks, read with the page', () => {
    // Each test signs up its own searcher: the one above has fixed expectations.
    const member = async (name: string) => {
      const signed = await signUp(ctx.backend, { name }, NL_HOST);
      expect(signed.res.status).toBe(201);
      const id = signed.res.body.user.id as number;
      await ctx.db.query(`UPDATE users SET gender = 'male', sexuality = 'hetero', country = 'NL', region = 'NL-UT' WHERE id = $1`, [id]);
      return { id, cookie: signed.cookie };
    };

    it('follows a change of the searcher’s own profile on the very next search', async () => {
      const me = await member('Bram');
      const belgian = await insertMember(ctx.db, { country: 'BE', region: null, age: 29 });
      expect(ids((await search({}, me.cookie)).body)).not.toContain(belgian);
      await ctx.db.query(`UPDATE users SET country = 'BE', region = NULL WHERE id = $1`, [me.id]);
      const moved = (await search({}, me.cookie)).body as SearchResponse;
      expect(ids(moved)).toEqual([belgian]);
      expect(moved.numResults).toBe(1);
      // Now looking for men: the default gender follows the searcher's sexuality.
      await ctx.db.query(`UPDATE users SET sexuality = 'gay' WHERE id = $1`, [me.id]);
      expect(ids((await search({}, me.cookie)).body)).toEqual([]);
    });

    it('takes a block either way off the page and the total on the next search, also when the page ends up empty', async () => {
      const me = await member('Joost');
      const other = await signUp(ctx.backend, { name: 'Eline' }, NL_HOST);
      const otherId = other.res.body.user.id as number;
      // The only woman in Austria, so a block leaves an empty page whose total must still be exact.
      await ctx.db.query(`UPDATE users SET gender = 'female', country = 'AT', region = NULL WHERE id = $1`, [otherId]);
      // Both ways of asking: gender left to the searcher, and named.
      const austria = async () => [
        (await search({ country: 'AT' }, me.cookie)).body as SearchResponse,
        (await search({ country: 'AT', gender: 'female' }, me.cookie)).body as SearchResponse,
      ];
      for (const before of await austria()) {
        expect(ids(before)).toEqual([otherId]);
        expect(before.numResults).toBe(1);
      }

      // She blocks him (through the API, as the app does).
      await ctx.backend.http().post('/api/blocks').set('Host', NL_HOST).set('Cookie', other.cookie).send({ profile_id: me.id }).expect(200);
      for (const blocked of await austria()) {
        expect(blocked.profiles).toEqual([]);
        expect(blocked.numResults).toBe(0);
      }

      await ctx.backend.http().delete(`/api/blocks/${me.id}`).set('Host', NL_HOST).set('Cookie', other.cookie).expect(200);
      for (const unblocked of await austria()) expect(ids(unblocked)).toEqual([otherId]);

      // He blocks her.
      await ctx.backend.http().post('/api/blocks').set('Host', NL_HOST).set('Cookie', me.cookie).send({ profile_id: otherId }).expect(200);
      for (const own of await austria()) {
        expect(own.profiles).toEqual([]);
        expect(own.numResults).toBe(0);
      }
    });

    it('searches as a visitor with a session that was logged out or has expired', async () => {
      await setSite(ctx.backend, ctx.db, { logged_out_search: 'none', logged_out_search_trafficsource: 'none' });
      try {
        const me = await member('Sem');
        expect((await search({}, me.cookie)).status).toBe(200);
        await ctx.backend
          .http()
          .get('/api/logout.php')
          .set('Host', NL_HOST)
          .set('Cookie', me.cookie)
          .set('Sec-Fetch-Site', 'same-origin')
          .expect(200);
        for (const query of [{}, { country: 'NL', gender: 'female' }] as Array<Record<string, string>>) {
          const out = await search(query, me.cookie);
          expect(out.status).toBe(403);
          expect(out.body.error.code).toBe('search_not_available');
        }
        // Where visitors may search, the old cookie gets a visitor's page: nobody left out.
        await setSite(ctx.backend, ctx.db, { logged_out_search: 'all' });
        const asVisitor = await search({ country: 'NL', gender: 'male' }, me.cookie);
        expect(asVisitor.status).toBe(200);
        expect(ids(asVisitor.body)).toContain(me.id);
        expect(asVisitor.body).toEqual((await search({ country: 'NL', gender: 'male' }, '')).body);
        await setSite(ctx.backend, ctx.db, { logged_out_search: 'none' });

        const later = await member('Thijs');
        expect((await search({}, later.cookie)).status).toBe(200);
        await ctx.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [later.id]);
        expect((await search({}, later.cookie)).status).toBe(403);
      } finally {
        await setSite(ctx.backend, ctx.db, { logged_out_search: 'all', logged_out_search_trafficsource: 'none' });
      }
    });
  });

  describe('logged-out search', () => {
    afterAll(() => setSite(ctx.backend, ctx.db, { logged_out_search: 'all', logged_out_search_trafficsource: 'none' }));

    it('is refused when the site allows none, and allowed for ad traffic when the site allows that', async () => {
      await setSite(ctx.backend, ctx.db, { logged_out_search: 'none', logged_out_search_trafficsource: 'none' });
      const closed = await search({}, '');
      expect(closed.status).toBe(403);
      expect(closed.body.error.code).toBe('search_not_available');
      expect((await search({ network: 'adnet' }, '')).status).toBe(403);

      await setSite(ctx.backend, ctx.db, { logged_out_search_trafficsource: 'all' });
      expect((await search({}, '')).status).toBe(403);
      const ad = await search({ network: 'adnet' }, '');
      expect(ad.status).toBe(200);
      expect(ad.body.numResults).toBeGreaterThan(0);

      await setSite(ctx.backend, ctx.db, { logged_out_search: 'all', logged_out_search_trafficsource: 'none' });
      expect((await search({}, '')).status).toBe(200);
    });
  });

  describe('pages on many members', () => {
    let created: number[] = [];
    beforeAll(async () => {
      // Spread over all countries like the real population, so the planner sees realistic selectivity.
      const rows: Array<{ id: number }> = await ctx.db.query(
        `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, region, city)
         SELECT 'bulk.' || g || '@example.com', 'x', 'Bulk', DATE '1960-01-01' + (g * 7 % 15000), 'active', 'en',
                (SELECT id FROM sites ORDER BY id LIMIT 1), c.country, CASE WHEN g % 2 = 0 THEN 'female' ELSE 'male' END,
                CASE WHEN c.country <> 'PL' THEN NULL WHEN g % 4 < 2 THEN 'PL-12' ELSE 'PL-14' END, 'Bulk'
           FROM generate_series(1, 30000) g
           CROSS JOIN LATERAL (SELECT (ARRAY['US','NL','BE','FR','IT','ES','DE','AT','IE','GB','CA','PL','AU','NZ','CH'])[g % 15 + 1] AS country) c
         RETURNING id`,
      );
      created = rows.map((r) => r.id);
      await ctx.db.query('VACUUM ANALYZE users');
    });

    it('walks every page with cursors: disjoint, newest first, complete', async () => {
      const expected: Array<{ id: number }> = await ctx.db.query(
        `SELECT id FROM users WHERE country = 'PL' AND region = 'PL-12' AND gender = 'female' ORDER BY id DESC`,
      );
      const seen: number[] = [];
      let cursor: string | null = null;
      let page = 1;
      do {
        const query: Record<string, string | number> = { country: 'PL', region: 'PL-12', page };
        if (cursor) query.cursor = cursor;
        const body = (await search(query)).body as SearchResponse;
        expect(body.numResults).toBe(expected.length);
        expect(body.profiles.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
        seen.push(...ids(body));
        cursor = body.next_cursor;
        page += 1;
      } while (cursor && page < 200);
      expect(seen).toEqual(expected.map((r) => r.id));
    });

    it('opens a deep page by number alone, the same as walking there', async () => {
      let cursor: string | null = null;
      for (let page = 1; page < 40; page += 1) {
        const query: Record<string, string | number> = { country: 'PL', page };
        if (cursor) query.cursor = cursor;
        cursor = (await search(query)).body.next_cursor;
      }
      const walked = (await search({ country: 'PL', page: 40, cursor: cursor! })).body as SearchResponse;
      const jumped = (await search({ country: 'PL', page: 40 })).body as SearchResponse;
      expect(ids(jumped)).toEqual(ids(walked));
      expect(ids(jumped)).toHaveLength(SEARCH_PAGE_SIZE);
      const beyond = (await search({ country: 'PL', page: 5000 })).body as SearchResponse;
      expect(beyond.profiles).toEqual([]);
      expect(beyond.next_cursor).toBeNull();
    });

    it('plans every statement on the search indexes: no sequential scan, no large OFFSET', async () => {
      expect(created.length).toBe(30000);
      const shapes: Array<Record<string, string | number>> = [
        { country: 'PL' },
        { country: 'PL', region: 'PL-14' },
        { country: 'PL', age: 'range', min_age: 25, max_age: 30 },
        { country: 'PL', region: 'PL-12', age: 'over', min_age: 30 },
      ];
      const searcher = { gender: 'male' as const, sexuality: 'bi' as const, country: 'PL' as const };
      const fields = ['gender', 'country', 'countryregion', 'age'] as const;
      for (const shape of shapes) {
        const filters = resolveFilters(shape, searcher, fields);
        const deepAfter = created[created.length - 2000]!;
        const statements: Array<(sql: SearchSql) => string> = [
          (sql) => sql.page(SEARCH_PAGE_SIZE + 1, null),
          (sql) => sql.page(SEARCH_PAGE_SIZE + 1, deepAfter),
          (sql) => sql.pageCountingExcluded(SEARCH_PAGE_SIZE + 1, null),
          (sql) => sql.pageCountingExcluded(SEARCH_PAGE_SIZE + 1, deepAfter),
          (sql) => sql.count(),
          (sql) => sql.hop(100, deepAfter),
        ];
        for (const statement of statements) {
          const sql = new SearchSql(filters, [viewer.id, created[0]!]);
          const text = statement(sql);
          const [{ 'QUERY PLAN': plan }] = await ctx.db.query(`EXPLAIN (FORMAT JSON) ${text}`, sql.params);
          const nodes = flatten(plan[0].Plan);
          const onUsers = nodes.filter((n) => n['Relation Name'] === 'users');
          expect(onUsers.length).toBeGreaterThan(0);
          for (const node of onUsers) {
            expect(node['Node Type']).not.toBe('Seq Scan');
            expect(String(node['Index Name'])).toMatch(/^(users_search_(country|region)_idx|PK_)/);
          }
          expect(nodes.some((n) => n['Node Type'] === 'Sort' && n['Relation Name'] === 'users')).toBe(false);
          const offsets = [...text.matchAll(/OFFSET \$(\d+)/g)].map((m) => Number(sql.params[Number(m[1]) - 1]));
          for (const offset of offsets) expect(offset).toBeLessThan(100);
        }
      }
    });

    it('reads the session, the searcher and their blocks by index', async () => {
      const token = sessionTokenFromCookie(viewer.cookie)!;
      const [{ 'QUERY PLAN': plan }] = await ctx.db.query(`EXPLAIN (FORMAT JSON) ${SEARCHER_SQL}`, [sessionTokenHash(token)]);
      const nodes = flatten(plan[0].Plan);
      expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && ['users', 'sessions'].includes(n['Relation Name']!))).toEqual([]);
      const [me] = await ctx.db.query(SEARCHER_SQL, [sessionTokenHash(token)]);
      expect(me.id).toBe(viewer.id);
    });
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}
