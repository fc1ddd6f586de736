import { randomBytes } from 'node:crypto';
import { PROFILE_FIELDS, type MemberPageResponse, type NewestMembersResponse, type SearchResponse } from '@amoretto/shared';
import { useIsolatedBackend } from '../testing/isolated-database';
import { insertMember, insertPhoto, NL_HOST, setSite, viewerOn } from './member-test-helpers';

/**
 * Member B's private data never reaches another member, whichever endpoint that member
 * calls. Its own database so that B is sure to be on the first page of search and newest.
 */
describe('hidden data: nothing private about another member leaves the API', () => {
  const ctx = useIsolatedBackend('hiddendata');
  const tag = randomBytes(4).toString('hex');
  const secret = {
    email: `hidden.b.${tag}@example.com`,
    credits: 918_273,
    tracking: { network: `trk-net-${tag}`, ref: `trk-ref-${tag}`, sub1: `trk-sub1-${tag}` },
    dateOfBirth: '1990-03-17',
    aboutMe: `hidden-about-${tag}`,
  };
  let a: { id: number; cookie: string };
  let b: number;
  let c: number;
  let mainPhoto: { id: number; filename: string; thumb_filename: string };
  let lockedPhoto: { id: number; filename: string; thumb_filename: string };
  const bodies: Array<{ call: string; text: string }> = [];

  const call = async (name: string, request: PromiseLike<{ status: number; text: string }>, status: number) => {
    const res = await request;
    expect([name, res.status]).toEqual([name, status]);
    bodies.push({ call: name, text: res.text });
    return res as unknown as { status: number; text: string; body: unknown };
  };
  const snapshotOfB = () =>
    Promise.all([
      ctx.db.query(`SELECT name, about_me, city, region, gender, credits, date_of_birth, email, tracking FROM users WHERE id = $1`, [b]),
      ctx.db.query(`SELECT id, filename, thumb_filename, position, status FROM photos WHERE user_id = $1 ORDER BY id`, [b]),
    ]);

  beforeAll(async () => {
    await setSite(ctx.backend, ctx.db, NL_HOST, {
      visible_profile_fields: PROFILE_FIELDS.filter((f) => f !== 'about_me'),
      logged_out_search: 'all',
    });
    c = await insertMember(ctx.db, { name: 'Carla' });
    b = await insertMember(ctx.db, {
      name: 'Bente',
      email: secret.email,
      credits: secret.credits,
      tracking: secret.tracking,
      date_of_birth: secret.dateOfBirth,
      about_me: secret.aboutMe,
      invisible: false,
    });
    mainPhoto = await insertPhoto(ctx.db, b, 0);
    lockedPhoto = await insertPhoto(ctx.db, b, 1);
    a = await viewerOn(ctx.backend, ctx.db);
  });

  it('a free member calls every endpoint that returns member data and gets none of B’s private data', async () => {
    const http = () => ctx.backend.http();
    const before = await snapshotOfB();
    const get = (path: string) => http().get(path).set('Host', NL_HOST).set('Cookie', a.cookie);

    const search = await call('search', get('/api/members'), 200);
    expect((search.body as SearchResponse).profiles.map((p) => p.id)).toContain(b);
    const newest = await call('newest', get('/api/members/newest'), 200);
    expect((newest.body as NewestMembersResponse).members.map((m) => m.id)).toContain(b);
    const page = await call('member page', get(`/api/members/${b}`), 200);
    expect((page.body as MemberPageResponse).profile.photos).toEqual([
      expect.objectContaining({ id: mainPhoto.id, locked: false }),
      { id: lockedPhoto.id, locked: true },
    ]);
    const other = await call('related via another page', get(`/api/members/${c}`), 200);
    expect((other.body as MemberPageResponse).related.map((m) => m.id)).toContain(b);
    await call('visitor member page', http().get(`/api/members/${b}`).set('Host', NL_HOST), 200);
    await call('visitor search', http().get('/api/members').set('Host', NL_HOST), 200);

    await call('like', http().post('/api/likes').set('Cookie', a.cookie).send({ profile_id: b }), 200);
    await call('unlike', http().delete(`/api/likes/${b}`).set('Cookie', a.cookie), 200);
    await call('block', http().post('/api/blocks').set('Cookie', a.cookie).send({ profile_id: b }), 200);
    const blocked = await call('blocked list', get('/api/blocks'), 200);
    expect(blocked.text).toContain(`"id":${b}`);
    await call('unblock', http().delete(`/api/blocks/${b}`).set('Cookie', a.cookie), 200);

    await call('own photos', get('/api/photos'), 200);
    await call('own user', get('/api/user.php'), 200);
    await call('profile with B’s id', http().patch('/api/profile').set('Cookie', a.cookie).send({ id: b, city: 'Overgenomen' }), 400);
    await call('own profile', http().patch('/api/profile').set('Cookie', a.cookie).send({ city: 'Eigenstad' }), 200);
    await call('delete B’s photo', http().delete(`/api/photos/${lockedPhoto.id}`).set('Cookie', a.cookie), 404);
    await call('delete B’s main photo', http().delete(`/api/photos/${mainPhoto.id}`).set('Cookie', a.cookie), 404);
    await call('make B’s photo main', http().post(`/api/photos/${lockedPhoto.id}/main`).set('Cookie', a.cookie), 404);
    await call(
      'reorder B’s photos',
      http()
        .put('/api/photos/order')
        .set('Cookie', a.cookie)
        .send({ ids: [lockedPhoto.id, mainPhoto.id] }),
      400,
    );

    const forbidden = [
      secret.email,
      String(secret.credits),
      ...Object.values(secret.tracking),
      secret.dateOfBirth,
      secret.aboutMe,
      lockedPhoto.filename,
      lockedPhoto.thumb_filename,
    ];
    for (const { call: name, text } of bodies) {
      for (const value of forbidden) expect([name, text.includes(value)]).toEqual([name, false]);
    }
    // Nothing A did changed B.
    expect(await snapshotOfB()).toEqual(before);
    expect(((await ctx.db.query(`SELECT city FROM users WHERE id = $1`, [a.id])) as Array<{ city: string }>)[0]!.city).toBe('Eigenstad');
  });

  it('would see the hidden field and the locked photo where they are allowed: the markers are real', async () => {
    await setSite(ctx.backend, ctx.db, NL_HOST, { visible_profile_fields: [...PROFILE_FIELDS] });
    await ctx.db.query(`UPDATE users SET paid_user = true WHERE id = $1`, [a.id]);
    const res = await ctx.backend.http().get(`/api/members/${b}`).set('Host', NL_HOST).set('Cookie', a.cookie).expect(200);
    expect(res.text).toContain(secret.aboutMe);
    expect(res.text).toContain(lockedPhoto.filename);
    expect(res.text).toContain(lockedPhoto.thumb_filename);
  });
});
