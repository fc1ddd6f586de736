import type { BlockedMembersResponse, MemberPageResponse, SearchResponse } from '@amoretto/shared';
import { useIsolatedBackend } from '../testing/isolated-database';
import { insertMember, insertPhoto, NL_HOST, viewerOn } from './member-test-helpers';

describe('blocks', () => {
  // Its own database: search results are compared as whole lists.
  const ctx = useIsolatedBackend('blocks');
  const http = () => ctx.backend.http();

  const like = (cookie: string, profileId: unknown) => http().post('/api/likes').set('Cookie', cookie).send({ profile_id: profileId });
  const unlike = (cookie: string, profileId: number | string) => http().delete(`/api/likes/${profileId}`).set('Cookie', cookie);
  const block = (cookie: string, profileId: unknown) => http().post('/api/blocks').set('Cookie', cookie).send({ profile_id: profileId });
  const unblock = (cookie: string, profileId: number | string) => http().delete(`/api/blocks/${profileId}`).set('Cookie', cookie);
  const likeRows = (a: number, b: number): Promise<Array<{ liker_id: number; liked_id: number; like_new: boolean }>> =>
    ctx.db.query(
      `SELECT liker_id, liked_id, like_new FROM likes WHERE (liker_id = $1 AND liked_id = $2) OR (liker_id = $2 AND liked_id = $1)
       ORDER BY liker_id`,
      [a, b],
    );

  it('removes likes in both directions; unblocking removes the block only', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const her = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
    const other = await insertMember(ctx.db);
    await like(me.cookie, her.id).expect(200);
    await like(her.cookie, me.id).expect(200);
    await like(me.cookie, other).expect(200);

    const blocked = await block(me.cookie, her.id);
    expect(blocked.status).toBe(200);
    expect(blocked.body.relation).toEqual({ liked: false, liked_me: false, blocked: true });
    expect(await likeRows(me.id, her.id)).toEqual([]);
    // Likes with anyone else stay.
    expect(await likeRows(me.id, other)).toHaveLength(1);
    await block(me.cookie, her.id).expect(200);
    expect(await ctx.db.query(`SELECT blocker_id, blocked_id FROM blocks WHERE blocker_id = $1`, [me.id])).toEqual([
      { blocker_id: me.id, blocked_id: her.id },
    ]);

    const unblocked = await unblock(me.cookie, her.id);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.relation).toEqual({ liked: false, liked_me: false, blocked: false });
    expect(await likeRows(me.id, her.id)).toEqual([]);
    expect(await ctx.db.query(`SELECT 1 FROM blocks WHERE blocker_id = $1`, [me.id])).toEqual([]);
    await unblock(me.cookie, her.id).expect(200);
  });

  it('lists whom the viewer blocked, most recent first, for unblocking', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const first = await insertMember(ctx.db, { name: 'Eerste', city: 'Zwolle' });
    const photo = await insertPhoto(ctx.db, first, 0);
    const second = await insertMember(ctx.db, { name: 'Tweede' });
    const disabled = await insertMember(ctx.db, { name: 'Uit', profile_status: 'disabled', city: 'Geheimstad' });
    await insertPhoto(ctx.db, disabled, 0);
    const deleted = await insertMember(ctx.db, { name: 'Weg' });
    const blocksMe = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
    await block(blocksMe.cookie, me.id).expect(200);
    for (const id of [first, second, disabled, deleted]) await block(me.cookie, id).expect(200);
    await ctx.db.query(`UPDATE users SET status = 'deleted' WHERE id = $1`, [deleted]);

    const res = await http().get('/api/blocks').set('Cookie', me.cookie).set('Host', NL_HOST);
    expect(res.status).toBe(200);
    const { members } = res.body as BlockedMembersResponse;
    expect(members.map((m) => m.id)).toEqual([disabled, second, first]);
    expect(members[2]).toMatchObject({ name: 'Eerste', city: 'Zwolle', main_image: { thumb_url: `/cdn/${photo.thumb_filename}` } });
    expect(members[0]).toMatchObject({ name: 'Uit', city: null, main_image: null });

    await unblock(me.cookie, second).expect(200);
    expect(((await http().get('/api/blocks').set('Cookie', me.cookie)).body as BlockedMembersResponse).members.map((m) => m.id)).toEqual([
      disabled,
      first,
    ]);
  });

  it('refuses oneself and unknown members, and requires a session everywhere', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const blockSelf = await block(me.cookie, me.id);
    expect([blockSelf.status, blockSelf.body.error.code]).toEqual([400, 'own_profile']);
    const unknown = await block(me.cookie, 2_000_000_000);
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'member_not_found']);
    const her = await insertMember(ctx.db);
    for (const res of [
      await block('', her),
      await unblock('', her),
      await http().get('/api/blocks'),
      await like('', her),
      await unlike('', her),
    ]) {
      expect([res.status, res.body.error.code]).toEqual([403, 'authentication_required']);
    }
    expect(await ctx.db.query(`SELECT 1 FROM blocks WHERE blocked_id = $1`, [her])).toEqual([]);
  });

  it('never leaves a like beside a block when both arrive at once', async () => {
    for (let round = 0; round < 5; round++) {
      const me = await viewerOn(ctx.backend, ctx.db);
      const her = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
      await Promise.all([like(me.cookie, her.id), block(her.cookie, me.id), like(her.cookie, me.id), like(me.cookie, her.id)]);
      expect(await ctx.db.query(`SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [her.id, me.id])).toHaveLength(1);
      expect(await likeRows(me.id, her.id)).toEqual([]);
    }
  });

  it('takes blocked members out of search and related lists both ways, and brings them back after unblocking', async () => {
    const me = await viewerOn(ctx.backend, ctx.db, { gender: 'male', country: 'IE', region: null });
    const her = await viewerOn(ctx.backend, ctx.db, { gender: 'female', country: 'IE', region: 'IE-L' });
    const neighbour = await insertMember(ctx.db, { country: 'IE', region: 'IE-L', city: 'Dublin' });
    const searchIds = async (cookie: string, gender: string) =>
      (
        (await http().get('/api/members').set('Cookie', cookie).query({ country: 'IE', gender }).expect(200)).body as SearchResponse
      ).profiles.map((p) => p.id);
    const relatedIds = async () =>
      ((await http().get(`/api/members/${neighbour}`).set('Cookie', me.cookie).expect(200)).body as MemberPageResponse).related.map(
        (c) => c.id,
      );

    expect(await searchIds(me.cookie, 'female')).toEqual([neighbour, her.id]);
    expect(await searchIds(her.cookie, 'male')).toEqual([me.id]);
    expect(await relatedIds()).toEqual([her.id]);

    await block(her.cookie, me.id).expect(200);
    expect(await searchIds(me.cookie, 'female')).toEqual([neighbour]);
    expect(await searchIds(her.cookie, 'male')).toEqual([]);
    expect(await relatedIds()).toEqual([]);

    await unblock(her.cookie, me.id).expect(200);
    expect(await searchIds(me.cookie, 'female')).toEqual([neighbour, her.id]);
    expect(await searchIds(her.cookie, 'male')).toEqual([me.id]);
    expect(await relatedIds()).toEqual([her.id]);
  });
});
