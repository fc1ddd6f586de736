import { LIKES_MAIL_DELAY_MS, type MemberRelationResponse } from '@amoretto/shared';
import { insertMember, viewerOn } from '../members/member-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';

describe('likes', () => {
  const ctx = useIsolatedBackend('likes');
  const http = () => ctx.backend.http();

  const like = (cookie: string, profileId: unknown) => http().post('/api/likes').set('Cookie', cookie).send({ profile_id: profileId });
  const unlike = (cookie: string, profileId: number | string) => http().delete(`/api/likes/${profileId}`).set('Cookie', cookie);
  const block = (cookie: string, profileId: unknown) => http().post('/api/blocks').set('Cookie', cookie).send({ profile_id: profileId });
  const likeRows = (a: number, b: number): Promise<Array<{ liker_id: number; liked_id: number; like_new: boolean }>> =>
    ctx.db.query(
      `SELECT liker_id, liked_id, like_new FROM likes WHERE (liker_id = $1 AND liked_id = $2) OR (liker_id = $2 AND liked_id = $1)
       ORDER BY liker_id`,
      [a, b],
    );

  it('likes once however often and however concurrently it is asked, and takes the like back', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const her = await insertMember(ctx.db);
    const results = await Promise.all(Array.from({ length: 5 }, () => like(me.cookie, her)));
    for (const res of results) {
      expect(res.status).toBe(200);
      expect((res.body as MemberRelationResponse).relation).toEqual({ liked: true, liked_me: false, blocked: false });
    }
    expect(await likeRows(me.id, her)).toEqual([{ liker_id: me.id, liked_id: her, like_new: true }]);

    // A repeated like neither duplicates nor renews the existing one.
    await ctx.db.query(`UPDATE likes SET like_new = false WHERE liker_id = $1`, [me.id]);
    await like(me.cookie, her).expect(200);
    expect(await likeRows(me.id, her)).toEqual([{ liker_id: me.id, liked_id: her, like_new: false }]);

    const taken = await unlike(me.cookie, her);
    expect(taken.status).toBe(200);
    expect(taken.body.relation).toEqual({ liked: false, liked_me: false, blocked: false });
    expect(await likeRows(me.id, her)).toEqual([]);
    await unlike(me.cookie, her).expect(200);

    // A new like after taking it back is new again.
    await like(me.cookie, her).expect(200);
    expect(await likeRows(me.id, her)).toEqual([{ liker_id: me.id, liked_id: her, like_new: true }]);
  });

  it('records the notifications of a like with it: a like push and a delayed likes mail, a match push to both, nothing for a repeat', async () => {
    const jobsAbout = (ids: number[]): Promise<Array<{ job_name: string; payload: Record<string, number>; delay_ms: number }>> =>
      ctx.db.query(
        `SELECT job_name, payload, delay_ms FROM outbox WHERE job_name LIKE 'notify.%'
           AND ((payload->>'likedId')::int = ANY($1) OR (payload->>'userId')::int = ANY($1)) ORDER BY id`,
        [ids],
      );
    const me = await viewerOn(ctx.backend, ctx.db);
    const her = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
    await like(me.cookie, her.id).expect(200);
    await like(me.cookie, her.id).expect(200);
    expect(await jobsAbout([me.id, her.id])).toEqual([
      { job_name: 'notify.like', payload: { likerId: me.id, likedId: her.id }, delay_ms: 0 },
      { job_name: 'notify.likes-mail', payload: { userId: her.id }, delay_ms: LIKES_MAIL_DELAY_MS },
    ]);
    await like(her.cookie, me.id).expect(200);
    expect((await jobsAbout([me.id, her.id])).slice(2)).toEqual([
      { job_name: 'notify.match', payload: { userId: me.id, partnerId: her.id }, delay_ms: 0 },
      { job_name: 'notify.match', payload: { userId: her.id, partnerId: me.id }, delay_ms: 0 },
      { job_name: 'notify.likes-mail', payload: { userId: me.id }, delay_ms: LIKES_MAIL_DELAY_MS },
    ]);
  });

  it('reports a like back as liked_me', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const her = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
    await like(her.cookie, me.id).expect(200);
    expect((await like(me.cookie, her.id).expect(200)).body.relation).toEqual({ liked: true, liked_me: true, blocked: false });
  });

  it('refuses oneself, unknown, deleted, disabled and blocked members', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const expectError = async (res: { status: number; body: { error: { code: string } } }, status: number, code: string) => {
      expect([res.status, res.body.error.code]).toEqual([status, code]);
    };
    await expectError(await like(me.cookie, me.id), 400, 'own_profile');
    await expectError(await unlike(me.cookie, me.id), 400, 'own_profile');
    await expectError(await like(me.cookie, 2_000_000_000), 404, 'member_not_found');
    await expectError(await unlike(me.cookie, 'abc'), 404, 'member_not_found');
    const deleted = await insertMember(ctx.db, { status: 'deleted' });
    await expectError(await like(me.cookie, deleted), 404, 'member_not_found');
    const disabled = await insertMember(ctx.db, { profile_status: 'disabled' });
    await expectError(await like(me.cookie, disabled), 404, 'member_not_found');

    const blockedByMe = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
    const blocksMe = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
    await block(me.cookie, blockedByMe.id).expect(200);
    await block(blocksMe.cookie, me.id).expect(200);
    await expectError(await like(me.cookie, blockedByMe.id), 403, 'blocked_by_member');
    await expectError(await like(me.cookie, blocksMe.id), 403, 'blocked_by_member');
    await expectError(await like(blockedByMe.cookie, me.id), 403, 'blocked_by_member');
    await expectError(await unlike(blocksMe.cookie, me.id), 403, 'blocked_by_member');
    expect(await ctx.db.query(`SELECT 1 FROM likes WHERE liker_id = $1 OR liked_id = $1`, [me.id])).toEqual([]);

    const invalid = await like(me.cookie, 'x');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('validation_failed');
  });
});
