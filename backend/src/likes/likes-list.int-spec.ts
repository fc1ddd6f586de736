import { LIKES_LIST_LIMIT, type AutoLikeResponse, type LikesResponse } from '@amoretto/shared';
import { RealtimeListener } from '../chats/chat-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { insertMember, insertPhoto, NL_HOST, viewerOn } from '../members/member-test-helpers';

describe('likes list, matches and the match modal', () => {
  // Its own database: lists are compared whole.
  const ctx = useIsolatedBackend('likes_list');
  const http = () => ctx.backend.http();
  const realtime = new RealtimeListener();
  beforeAll(() => realtime.start());
  afterAll(() => realtime.stop());

  const like = (cookie: string, profileId: number) =>
    http().post('/api/likes').set('Cookie', cookie).send({ profile_id: profileId }).expect(200);
  const likes = async (cookie: string, type?: string): Promise<LikesResponse> =>
    (
      await http()
        .get('/api/likes.php')
        .set('Host', NL_HOST)
        .set('Cookie', cookie)
        .query(type ? { type } : {})
        .expect(200)
    ).body as LikesResponse;
  const ids = (res: LikesResponse) => res.profiles.map((p) => p.id);
  const autoLike = async (cookie: string): Promise<AutoLikeResponse> =>
    (await http().get('/api/auto-like.php').set('Host', NL_HOST).set('Cookie', cookie).expect(200)).body as AutoLikeResponse;
  /** A like straight in the database, at a given age, so "newest first" is deterministic. */
  const likeAt = (liker: number, liked: number, minutesAgo: number) =>
    ctx.db.query(`INSERT INTO likes (liker_id, liked_id, like_new, created_at) VALUES ($1, $2, true, now() - make_interval(mins => $3))`, [
      liker,
      liked,
      minutesAgo,
    ]);

  it('lists received, sent and matches newest first, with liked_by and its like_new flags', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const [a, b, c, d] = [
      await insertMember(ctx.db, { name: 'Anna' }),
      await insertMember(ctx.db),
      await insertMember(ctx.db),
      await insertMember(ctx.db),
    ];
    const photo = await insertPhoto(ctx.db, a, 0);
    await likeAt(a, me.id, 30);
    await likeAt(b, me.id, 20);
    await likeAt(c, me.id, 10);
    await likeAt(me.id, d, 25);
    await likeAt(me.id, b, 15);
    await likeAt(me.id, a, 5);

    const received = await likes(me.cookie);
    expect(ids(received)).toEqual([c, b, a]);
    expect(received.liked_by).toEqual([
      { id: c, like_new: true },
      { id: b, like_new: true },
      { id: a, like_new: true },
    ]);
    expect(received.profiles[2]).toMatchObject({
      id: a,
      name: 'Anna',
      main_image: { thumb_url: expect.stringContaining(photo.thumb_filename) },
    });
    expect(await likes(me.cookie, 'received')).toEqual(received);

    const sent = await likes(me.cookie, 'sent');
    expect(ids(sent)).toEqual([a, b, d]);
    expect(sent.liked_by).toEqual(received.liked_by);
    // A match dates from its second like: a (5 min ago) before b (15 min ago); c and d only liked one way.
    expect(ids(await likes(me.cookie, 'matches'))).toEqual([a, b]);

    // Opening the liker's page clears like_new of that like only.
    await http().get(`/api/members/${b}`).set('Host', NL_HOST).set('Cookie', me.cookie).expect(200);
    expect((await likes(me.cookie)).liked_by).toEqual([
      { id: c, like_new: true },
      { id: b, like_new: false },
      { id: a, like_new: true },
    ]);

    // Taking a like back ends the match.
    await http().delete(`/api/likes/${a}`).set('Cookie', me.cookie).expect(200);
    expect(ids(await likes(me.cookie, 'matches'))).toEqual([b]);
  });

  it('pages through long lists by cursor, newest first, each member once, ties kept in order', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const total = LIKES_LIST_LIMIT + 7;
    // Members who all liked me (and whom I liked back) at once, ten per second: pages cut through equal times.
    const likers = (await ctx.db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality, region, city)
       SELECT 'pager.' || g || '.' || $2 || '@example.com', 'x', 'Pager', DATE '1990-01-01', 'active', 'nl',
              (SELECT id FROM sites WHERE 'NL' = ANY(countries) ORDER BY id LIMIT 1), 'NL', 'female', 'hetero', 'NL-UT', 'Utrecht'
         FROM generate_series(1, $1) g RETURNING id`,
      [total, me.id],
    )) as Array<{ id: number }>;
    await ctx.db.query(
      `INSERT INTO likes (liker_id, liked_id, created_at)
       SELECT u, $1, date_trunc('second', now()) - make_interval(secs => (row_number() OVER (ORDER BY u) / 10)::int)
         FROM unnest($2::int[]) u`,
      [me.id, likers.map((l) => l.id)],
    );
    await ctx.db.query(`INSERT INTO likes (liker_id, liked_id) SELECT $1, u FROM unnest($2::int[]) u`, [me.id, likers.map((l) => l.id)]);
    const expected = (await ctx.db.query(`SELECT liker_id AS id FROM likes WHERE liked_id = $1 ORDER BY created_at DESC, liker_id DESC`, [
      me.id,
    ])) as Array<{ id: number }>;

    for (const type of ['received', 'matches'] as const) {
      const first = await likes(me.cookie, type);
      expect(first.profiles).toHaveLength(LIKES_LIST_LIMIT);
      expect(first.next_cursor).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+_\d+$/);
      const second = (
        await http()
          .get('/api/likes.php')
          .set('Host', NL_HOST)
          .set('Cookie', me.cookie)
          .query({ type, before: first.next_cursor })
          .expect(200)
      ).body as LikesResponse;
      expect(second.profiles).toHaveLength(total - LIKES_LIST_LIMIT);
      expect(second.next_cursor).toBeNull();
      // liked_by is the newest likers on every page: the badge does not change with paging.
      expect(second.liked_by).toEqual(first.liked_by);
      if (type === 'received') expect([...ids(first), ...ids(second)]).toEqual(expected.map((r) => r.id));
      else expect(new Set([...ids(first), ...ids(second)]).size).toBe(total);
    }

    const bad = await http().get('/api/likes.php').set('Host', NL_HOST).set('Cookie', me.cookie).query({ before: "2026-01-01'; --" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
  });

  it('leaves out deleted, disabled and blocked members in every tab and in liked_by', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const her = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
    const visible = await insertMember(ctx.db);
    const invisible = await insertMember(ctx.db, { invisible: true });
    const deleted = await insertMember(ctx.db);
    const disabled = await insertMember(ctx.db);
    const blockedByMe = await insertMember(ctx.db);
    for (const [i, other] of [visible, invisible, deleted, disabled, blockedByMe, her.id].entries()) {
      await likeAt(other, me.id, 60 - i);
      await likeAt(me.id, other, 60 - i);
    }
    await ctx.db.query(`UPDATE users SET status = 'deleted' WHERE id = $1`, [deleted]);
    await ctx.db.query(`UPDATE users SET profile_status = 'disabled' WHERE id = $1`, [disabled]);
    await ctx.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [me.id, blockedByMe]);
    // The block refused further likes but keeps the rows: the list must still hide them.
    await ctx.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [her.id, me.id]);

    for (const type of ['received', 'sent', 'matches']) {
      const res = await likes(me.cookie, type);
      expect(ids(res)).toEqual([invisible, visible]);
      expect(res.liked_by.map((l) => l.id)).toEqual([invisible, visible]);
    }
    expect(ids(await likes(her.cookie, 'matches'))).toEqual([]);
  });

  it('refuses an unknown type and asks for a session', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const res = await http().get('/api/likes.php').set('Host', NL_HOST).set('Cookie', me.cookie).query({ type: 'everyone' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    for (const path of ['/api/likes.php', '/api/auto-like.php']) {
      const anonymous = await http().get(path).set('Host', NL_HOST);
      expect([anonymous.status, anonymous.body.error.code]).toEqual([403, 'authentication_required']);
    }
  });

  it('auto-like answers the newest liker whose like is still new, or null', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    expect(await autoLike(me.cookie)).toEqual({ profile: null });
    const older = await insertMember(ctx.db);
    const newer = await insertMember(ctx.db, { name: 'Noor' });
    const gone = await insertMember(ctx.db);
    await likeAt(older, me.id, 20);
    await likeAt(newer, me.id, 10);
    await likeAt(gone, me.id, 1);
    await ctx.db.query(`UPDATE users SET status = 'deleted' WHERE id = $1`, [gone]);
    expect((await autoLike(me.cookie)).profile).toMatchObject({ id: newer, name: 'Noor' });
    // Asking again does not mark it seen; opening the profile does.
    expect((await autoLike(me.cookie)).profile?.id).toBe(newer);
    await http().get(`/api/members/${newer}`).set('Host', NL_HOST).set('Cookie', me.cookie).expect(200);
    expect((await autoLike(me.cookie)).profile?.id).toBe(older);
    await http().get(`/api/members/${older}`).set('Host', NL_HOST).set('Cookie', me.cookie).expect(200);
    expect(await autoLike(me.cookie)).toEqual({ profile: null });
  });

  it('announces a new like to the liked member and a match to both, once, after the commit', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const her = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
    const mine = await realtime.listen(me.id);
    const hers = await realtime.listen(her.id);

    await Promise.all([like(me.cookie, her.id), like(me.cookie, her.id), like(me.cookie, her.id)]);
    await hers.waitFor('like.created', (p) => p.liked_by.id === me.id);
    await hers.waitFor('counters.changed', (p) => p.num_new_likes === 1);

    await like(her.cookie, me.id);
    await mine.waitFor('match.created', (p) => p.profile_id === her.id);
    await hers.waitFor('match.created', (p) => p.profile_id === me.id);
    await mine.waitFor('like.created', (p) => p.liked_by.id === her.id);

    // Repeats change nothing and announce nothing.
    await like(her.cookie, me.id);
    await like(me.cookie, her.id);
    // A later event through the same rooms proves anything sent before it has arrived.
    const other = await insertMember(ctx.db);
    await likeAt(other, me.id, 0);
    await like(me.cookie, other);
    await mine.waitFor('match.created', (p) => p.profile_id === other);

    const names = (events: typeof mine.events) => events.map((e) => e.event);
    expect(names(hers.events)).toEqual(['like.created', 'counters.changed', 'match.created']);
    expect(names(mine.events)).toEqual(['like.created', 'counters.changed', 'match.created', 'match.created']);
    expect(mine.events[1]!.payload).toEqual({ num_new_likes: 1 });
  });
});
