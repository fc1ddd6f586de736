import { PROFILE_FIELDS, type MemberPageResponse } from '@amoretto/shared';
import { useIsolatedBackend } from '../testing/isolated-database';
import { MEMBER_LIST_SIZE, relatedSql, similarSql } from './member-lists-sql';
import { excludedFor } from './members.repository';
import { flattenPlan, insertMember, insertPhoto, NL_HOST, setSite, viewerOn } from './member-test-helpers';

/** cdn_prefix of the seeded sites. */
const CDN = '/cdn';

const PUBLIC_PROFILE_KEYS = [
  'about_me',
  'age',
  'body_type',
  'city',
  'country',
  'eye_colour',
  'fictional',
  'gender',
  'hair_colour',
  'id',
  'interests',
  'main_image',
  'name',
  'photos',
  'region',
  'relationship_status',
  'sexuality',
  'status',
].sort();

describe('member page: GET /api/members/:id', () => {
  const ctx = useIsolatedBackend('memberpage');
  let viewer: { id: number; cookie: string };

  const page = (id: number | string, cookie = viewer.cookie, host = NL_HOST, query: Record<string, string> = {}) =>
    ctx.backend.http().get(`/api/members/${id}`).set('Host', host).set('Cookie', cookie).query(query);

  beforeAll(async () => {
    viewer = await viewerOn(ctx.backend, ctx.db);
    await setSite(ctx.backend, ctx.db, NL_HOST, { logged_out_search: 'all', logged_out_search_trafficsource: 'none' });
  });

  describe('photos', () => {
    let memberId: number;
    let photos: Array<{ id: number; filename: string; thumb_filename: string }>;
    let pending: { id: number; filename: string };
    beforeAll(async () => {
      memberId = await insertMember(ctx.db, { name: 'Fleur' });
      // Inserted out of order: the page follows positions, not ids.
      const third = await insertPhoto(ctx.db, memberId, 3);
      const main = await insertPhoto(ctx.db, memberId, 0);
      pending = await insertPhoto(ctx.db, memberId, 1, 'pending');
      const second = await insertPhoto(ctx.db, memberId, 2);
      photos = [main, second, third];
    });

    it('shows a free member only the main photo; the others are locked, with no address at all', async () => {
      const res = await page(memberId);
      expect(res.status).toBe(200);
      const { profile } = res.body as MemberPageResponse;
      expect(profile.photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
      expect(profile.photos[0]).toEqual({
        id: photos[0]!.id,
        locked: false,
        url: `${CDN}/${photos[0]!.filename}`,
        thumb_url: `${CDN}/${photos[0]!.thumb_filename}`,
      });
      expect(profile.photos.slice(1)).toEqual([
        { id: photos[1]!.id, locked: true },
        { id: photos[2]!.id, locked: true },
      ]);
      expect(profile.main_image).toEqual({ url: `${CDN}/${photos[0]!.filename}`, thumb_url: `${CDN}/${photos[0]!.thumb_filename}` });
      for (const locked of [...photos.slice(1), pending]) {
        expect(res.text).not.toContain(locked.filename.replace('.jpg', ''));
      }
      expect(profile.photos.map((p) => p.id)).not.toContain(pending.id);
    });

    it('shows a premium member every active photo', async () => {
      await ctx.db.query(`UPDATE users SET paid_user = true WHERE id = $1`, [viewer.id]);
      try {
        const { profile } = (await page(memberId).expect(200)).body as MemberPageResponse;
        expect(profile.photos).toEqual(
          photos.map((p) => ({ id: p.id, locked: false, url: `${CDN}/${p.filename}`, thumb_url: `${CDN}/${p.thumb_filename}` })),
        );
      } finally {
        await ctx.db.query(`UPDATE users SET paid_user = false WHERE id = $1`, [viewer.id]);
      }
    });

    it('locks further photos for visitors too', async () => {
      const res = await page(memberId, '');
      expect(res.status).toBe(200);
      const { profile, relation } = res.body as MemberPageResponse;
      expect(relation).toEqual({ liked: false, liked_me: false, blocked: false });
      expect(profile.photos.filter((p) => !p.locked).map((p) => p.id)).toEqual([photos[0]!.id]);
      expect(res.text).not.toContain(photos[1]!.filename);
    });

    it('shows a member without photos without a main image', async () => {
      const bare = await insertMember(ctx.db);
      const { profile } = (await page(bare).expect(200)).body as MemberPageResponse;
      expect(profile.main_image).toBeNull();
      expect(profile.photos).toEqual([]);
    });
  });

  describe('profile fields', () => {
    let memberId: number;
    beforeAll(async () => {
      memberId = await insertMember(ctx.db, {
        name: 'Noor',
        about_me: 'Houdt van fietsen',
        hair_colour: 'red',
        city: 'Amersfoort',
        credits: 4242,
        tracking: { network: 'adnet-77' },
        date_of_birth: '1991-06-13',
      });
      await ctx.db.query(`UPDATE users SET interests = '{kissing,music}', body_type = 'slim' WHERE id = $1`, [memberId]);
    });
    afterEach(() => setSite(ctx.backend, ctx.db, NL_HOST, { visible_profile_fields: [...PROFILE_FIELDS] }));

    it('sends the public fields only: age but no date of birth, email, credits, tracking or other private data', async () => {
      const res = await page(memberId);
      const { profile } = res.body as MemberPageResponse;
      expect(Object.keys(profile).sort()).toEqual(PUBLIC_PROFILE_KEYS);
      expect(profile).toMatchObject({
        id: memberId,
        status: 'active',
        name: 'Noor',
        gender: 'female',
        sexuality: 'hetero',
        country: 'NL',
        region: 'NL-UT',
        city: 'Amersfoort',
        hair_colour: 'red',
        body_type: 'slim',
        interests: ['kissing', 'music'],
        about_me: 'Houdt van fietsen',
        fictional: false,
      });
      const now = new Date();
      const birthdayPassed = now.getUTCMonth() > 5 || (now.getUTCMonth() === 5 && now.getUTCDate() >= 13);
      expect(profile.age).toBe(now.getUTCFullYear() - 1991 - (birthdayPassed ? 0 : 1));
      expect(res.text).not.toContain('1991-06-13');
      expect(res.text).not.toContain('4242');
      expect(res.text).not.toContain('adnet-77');
      expect(res.text).not.toContain('@example.com');
    });

    it('leaves out fields the member’s site does not show', async () => {
      await setSite(ctx.backend, ctx.db, NL_HOST, { visible_profile_fields: ['gender', 'country', 'region', 'city', 'interests'] });
      const res = await page(memberId);
      const { profile } = res.body as MemberPageResponse;
      expect(profile).toMatchObject({ gender: 'female', region: 'NL-UT', city: 'Amersfoort', interests: ['kissing', 'music'] });
      expect(profile).toMatchObject({ about_me: null, hair_colour: null, body_type: null, sexuality: null });
      expect(res.text).not.toContain('fietsen');
    });

    it('leaves out fields the site showing the page does not show', async () => {
      await setSite(ctx.backend, ctx.db, 'amoretto.de', { visible_profile_fields: ['gender', 'about_me'] });
      try {
        const { profile } = (await page(memberId, viewer.cookie, 'amoretto.de').expect(200)).body as MemberPageResponse;
        expect(profile).toMatchObject({ gender: 'female', about_me: 'Houdt van fietsen', city: null, region: null, interests: [] });
      } finally {
        await setSite(ctx.backend, ctx.db, 'amoretto.de', { visible_profile_fields: [...PROFILE_FIELDS] });
      }
    });
  });

  describe('which pages open', () => {
    it('answers a disabled profile as gone: member_not_found, nothing of it (docs/product.md#moderation)', async () => {
      const disabled = await insertMember(ctx.db, { name: 'Mila', profile_status: 'disabled', about_me: 'Geheim verhaal' });
      const photo = await insertPhoto(ctx.db, disabled, 0);
      const res = await page(disabled);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('member_not_found');
      expect(res.text).not.toContain(photo.filename);
      expect(res.text).not.toContain('Geheim');
      expect(res.text).not.toContain('Mila');
    });

    it('answers unknown, deleted and malformed ids with member_not_found', async () => {
      const deleted = await insertMember(ctx.db, { status: 'deleted' });
      for (const id of [deleted, 2_000_000_000, 'abc', '0', '99999999999']) {
        const res = await page(id).set('Accept-Language', 'nl');
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('member_not_found');
        expect(res.body.error.message).toBe('Dit profiel bestaat niet of is niet meer beschikbaar.');
      }
    });

    it('opens an invisible member’s page by direct link', async () => {
      const invisible = await insertMember(ctx.db, { name: 'Verborgen', invisible: true });
      const res = await page(invisible);
      expect(res.status).toBe(200);
      expect(res.body.profile.name).toBe('Verborgen');
    });

    it('opens the viewer’s own page with every own photo and no relation', async () => {
      const own = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
      await insertPhoto(ctx.db, own.id, 0);
      await insertPhoto(ctx.db, own.id, 1);
      const body = (await page(own.id, own.cookie).expect(200)).body as MemberPageResponse;
      expect(body.profile.id).toBe(own.id);
      expect(body.profile.photos.every((p) => !p.locked)).toBe(true);
      expect(body.relation).toEqual({ liked: false, liked_me: false, blocked: false });
      expect([...body.related, ...body.similar].map((c) => c.id)).not.toContain(own.id);
    });

    it('refuses the page to a member the profile blocked, while the blocker still sees and unblocks', async () => {
      const blocker = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
      const blocked = await viewerOn(ctx.backend, ctx.db);
      await ctx.backend.http().post('/api/blocks').set('Cookie', blocker.cookie).send({ profile_id: blocked.id }).expect(200);

      const refused = await page(blocker.id, blocked.cookie);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('blocked_by_member');
      expect(refused.text).not.toContain(`"name"`);

      const own = await page(blocked.id, blocker.cookie);
      expect(own.status).toBe(200);
      expect(own.body.relation).toEqual({ liked: false, liked_me: false, blocked: true });

      await ctx.backend.http().delete(`/api/blocks/${blocked.id}`).set('Cookie', blocker.cookie).expect(200);
      expect((await page(blocker.id, blocked.cookie)).status).toBe(200);
      expect((await page(blocked.id, blocker.cookie)).body.relation.blocked).toBe(false);
    });

    it('reports likes both ways and clears the "new" mark of a like when its liker’s page is opened', async () => {
      const liker = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
      const me = await viewerOn(ctx.backend, ctx.db);
      await ctx.backend.http().post('/api/likes').set('Cookie', liker.cookie).send({ profile_id: me.id }).expect(200);
      const likeNew = async () =>
        (
          (await ctx.db.query(`SELECT like_new FROM likes WHERE liker_id = $1 AND liked_id = $2`, [liker.id, me.id])) as Array<{
            like_new: boolean;
          }>
        )[0]?.like_new;
      expect(await likeNew()).toBe(true);
      // The liker opening my page changes nothing about their own like.
      expect((await page(me.id, liker.cookie).expect(200)).body.relation).toEqual({ liked: true, liked_me: false, blocked: false });
      expect(await likeNew()).toBe(true);
      expect((await page(liker.id, me.cookie).expect(200)).body.relation).toEqual({ liked: false, liked_me: true, blocked: false });
      expect(await likeNew()).toBe(false);
    });
  });

  describe('visitors follow the logged-out search rule', () => {
    let memberId: number;
    beforeAll(async () => {
      memberId = await insertMember(ctx.db);
    });
    afterAll(() => setSite(ctx.backend, ctx.db, NL_HOST, { logged_out_search: 'all', logged_out_search_trafficsource: 'none' }));

    it('refuses visitors exactly when search refuses them, and never members', async () => {
      const search = (query: Record<string, string>) => ctx.backend.http().get('/api/members').set('Host', NL_HOST).query(query);
      const cases: Array<[string, string, Record<string, string>, number]> = [
        ['none', 'none', {}, 403],
        ['none', 'none', { network: 'adnet' }, 403],
        ['none', 'all', {}, 403],
        ['none', 'all', { network: 'adnet' }, 200],
        ['all', 'none', {}, 200],
      ];
      for (const [loggedOut, traffic, query, status] of cases) {
        await setSite(ctx.backend, ctx.db, NL_HOST, { logged_out_search: loggedOut, logged_out_search_trafficsource: traffic });
        const res = await page(memberId, '', NL_HOST, query);
        expect([loggedOut, traffic, query, res.status]).toEqual([loggedOut, traffic, query, status]);
        expect((await search(query)).status).toBe(status);
        if (status === 403) expect(res.body.error.code).toBe('search_not_available');
        else expect(res.body.relation).toEqual({ liked: false, liked_me: false, blocked: false });
        expect((await page(memberId)).status).toBe(200);
      }
    });
  });

  describe('related and similar members', () => {
    // Belgium, so the members of the other blocks (all Dutch) never match.
    const made: Record<string, number> = {};
    beforeAll(async () => {
      const be = (age: number, extra: Parameters<typeof insertMember>[1] = {}) =>
        insertMember(ctx.db, { country: 'BE', region: 'BE-VAN', city: 'Antwerpen', age, ...extra });
      made.profile = await be(30, { name: 'Profiel' });
      for (let i = 1; i <= 7; i++) made[`near${i}`] = await be(20 + i * 5);
      made.man = await be(30, { gender: 'male' });
      made.invisible = await be(30, { invisible: true });
      made.disabled = await be(30, { profile_status: 'disabled' });
      made.deleted = await be(30, { status: 'deleted' });
      made.blockedByViewer = await be(30);
      made.blocksViewer = await be(30);
      made.gent33 = await be(33, { region: 'BE-VOV' });
      made.gent35 = await be(35, { region: 'BE-VOV' });
      made.gent36 = await be(36, { region: 'BE-VOV' });
      made.gent24 = await be(24, { region: 'BE-VOV' });
      made.noRegion = await be(28, { region: null });
      made.invisibleGent = await be(31, { region: 'BE-VOV', invisible: true });
      made.dutch = await insertMember(ctx.db, { country: 'NL', age: 30 });
      await ctx.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2), ($3, $1)`, [
        viewer.id,
        made.blockedByViewer,
        made.blocksViewer,
      ]);
    });

    it('relates the six newest of the same region and gender, leaving out hidden, removed and blocked members', async () => {
      const body = (await page(made.profile!).expect(200)).body as MemberPageResponse;
      expect(body.related.map((c) => c.id)).toEqual([7, 6, 5, 4, 3, 2].map((i) => made[`near${i}`]));
      expect(body.related).toHaveLength(MEMBER_LIST_SIZE);
      expect(Object.keys(body.related[0]!).sort()).toEqual(['age', 'city', 'country', 'fictional', 'id', 'main_image', 'name', 'region']);
    });

    it('offers as similar the same country and gender within five years, not already related', async () => {
      const body = (await page(made.profile!).expect(200)).body as MemberPageResponse;
      // near1 is 25, within five years, in the region but not among the six newest.
      expect(body.similar.map((c) => c.id)).toEqual([made.noRegion, made.gent35, made.gent33, made.near1]);
      const shown = [...body.related, ...body.similar].map((c) => c.id);
      for (const hidden of [
        'man',
        'invisible',
        'disabled',
        'deleted',
        'blockedByViewer',
        'blocksViewer',
        'gent36',
        'gent24',
        'invisibleGent',
        'dutch',
        'profile',
      ]) {
        expect([hidden, shown.includes(made[hidden]!)]).toEqual([hidden, false]);
      }
    });

    it('leaves the viewer out of the lists, and shows other viewers the members this viewer blocked', async () => {
      const belgian = await viewerOn(ctx.backend, ctx.db, { gender: 'female', country: 'BE', region: 'BE-VAN' });
      const body = (await page(made.profile!, belgian.cookie).expect(200)).body as MemberPageResponse;
      const related = body.related.map((c) => c.id);
      // The viewer is the newest match, yet absent; blocks of the other viewer do not count here.
      expect(related).not.toContain(belgian.id);
      expect([...related, ...body.similar.map((c) => c.id)]).toEqual(expect.arrayContaining([made.blockedByViewer, made.blocksViewer]));
      const visitor = (await page(made.profile!, '').expect(200)).body as MemberPageResponse;
      expect(visitor.related.map((c) => c.id)).toContain(made.blocksViewer);
    });

    it('brings a blocked member back into the lists after unblocking', async () => {
      const visible = async () => {
        const body = (await page(made.profile!).expect(200)).body as MemberPageResponse;
        return [...body.related, ...body.similar].map((c) => c.id);
      };
      await ctx.backend.http().delete(`/api/blocks/${made.blockedByViewer}`).set('Cookie', viewer.cookie).expect(200);
      expect(await visible()).toContain(made.blockedByViewer);
      await ctx.backend.http().post('/api/blocks').set('Cookie', viewer.cookie).send({ profile_id: made.blockedByViewer }).expect(200);
      expect(await visible()).not.toContain(made.blockedByViewer);
    });
  });

  describe('plans on many members', () => {
    beforeAll(async () => {
      await ctx.db.query(
        `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, region, city,
                            invisible)
         SELECT 'bulk.' || g || '@example.com', 'x', 'Bulk', DATE '1960-01-01' + (g * 7 % 15000), 'active', 'en',
                (SELECT id FROM sites ORDER BY id LIMIT 1), c.country, CASE WHEN g % 2 = 0 THEN 'female' ELSE 'male' END,
                CASE WHEN c.country <> 'PL' THEN NULL WHEN g % 4 < 2 THEN 'PL-12' ELSE 'PL-14' END, 'Bulk', g % 50 = 0
           FROM generate_series(1, 30000) g
           CROSS JOIN LATERAL (SELECT (ARRAY['US','NL','BE','FR','IT','ES','DE','AT','IE','GB','CA','PL','AU','NZ','CH'])[g % 15 + 1] AS country) c`,
      );
      await ctx.db.query('VACUUM ANALYZE users');
    }, 60_000);

    it('reads related and similar members through the partial search indexes, never a sequential scan of users', async () => {
      const [profile] = (await ctx.db.query(
        `SELECT id FROM users WHERE country = 'PL' AND region = 'PL-12' AND gender = 'female' ORDER BY id LIMIT 1`,
      )) as Array<{ id: number }>;
      const excluded = await excludedFor(ctx.db.manager, viewer.id);
      const listed = { id: profile!.id, gender: 'female' as const, country: 'PL', region: 'PL-12', age: 40 };
      const body = (await page(profile!.id).expect(200)).body as MemberPageResponse;
      expect(body.related).toHaveLength(MEMBER_LIST_SIZE);
      expect(body.similar).toHaveLength(MEMBER_LIST_SIZE);
      const statements = [
        relatedSql(listed, [profile!.id, ...excluded]),
        similarSql(listed, [profile!.id, ...excluded, ...body.related.map((c) => c.id)]),
      ];
      for (const sql of statements) {
        const text = sql!.page(MEMBER_LIST_SIZE, null);
        const [{ 'QUERY PLAN': plan }] = await ctx.db.query(`EXPLAIN (FORMAT JSON) ${text}`, sql!.params);
        const onUsers = flattenPlan(plan[0].Plan).filter((n) => n['Relation Name'] === 'users');
        expect(onUsers.length).toBeGreaterThan(0);
        for (const node of onUsers) {
          expect(node['Node Type']).not.toBe('Seq Scan');
          expect(String(node['Index Name'])).toMatch(/^(users_search_(country|region)_idx|PK_)/);
        }
      }
    });
  });
});
