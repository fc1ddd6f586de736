import type { Response } from 'supertest';
import { useTestBackend } from '../testing/accounts-helpers';
import { insertMember, insertPhoto, NL_HOST, viewerOn } from '../members/member-test-helpers';

// The polled GETs' fast path (polled-routes.ts) answers exactly as the Nest routes do: the site's
// own query goes the fast way, a query with one more key (or none) through Nest; both must agree
// on status, body and headers, for a member, a deleted member and a visitor.

/**
 * Headers that differ between any two answers; and the poll tag, which only the site's own poll
 * carries, and only while a workers process keeps versions for this database (poll-versions.int-spec.ts).
 */
const VOLATILE = new Set(['date', 'connection', 'keep-alive', 'etag', 'cache-control']);
const headersOf = (res: Response) => Object.fromEntries(Object.entries(res.headers).filter(([k]) => !VOLATILE.has(k)));

describe('the polled routes answer as the Nest routes do', () => {
  const ctx = useTestBackend();
  const get = (path: string, cookie?: string) => {
    const req = ctx.backend.http().get(path).set('Host', NL_HOST).set('X-Amoretto-Client', 'web');
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const same = async (fast: string, nest: string, cookie?: string) => {
    const [a, b] = [await get(fast, cookie), await get(nest, cookie)];
    expect({ status: a.status, body: a.body as unknown, headers: headersOf(a) }).toEqual({
      status: b.status,
      body: b.body as unknown,
      headers: headersOf(b),
    });
    return a;
  };

  it('for a member with chats and likes, a deleted member and a visitor', async () => {
    const me = await viewerOn(ctx.backend, ctx.db);
    const other = await insertMember(ctx.db, { name: 'Eva', gender: 'female' });
    await insertPhoto(ctx.db, other, 0);
    await insertPhoto(ctx.db, me.id, 0);
    await ctx.db.query(`INSERT INTO likes (liker_id, liked_id, like_new) VALUES ($1, $2, true), ($2, $1, true)`, [other, me.id]);
    const [a, b] = me.id < other ? [me.id, other] : [other, me.id];
    const [conversation] = (await ctx.db.query(
      `INSERT INTO conversations (user_a_id, user_b_id, started_by, last_seq, last_message_at) VALUES ($1, $2, $3, 1, now()) RETURNING id`,
      [a, b, other],
    )) as Array<{ id: number }>;
    await ctx.db.query(
      `INSERT INTO messages (conversation_id, seq, sender_id, client_id, kind, body, cost) VALUES ($1, 1, $2, gen_random_uuid(), 'text', 'Hoi', 0)`,
      [conversation!.id, other],
    );

    const user = await same('/api/user.php?optional=1', '/api/user.php?optional=1&utm_source=x', me.cookie);
    expect(user.status).toBe(200);
    expect((user.body as { user: { id: number } }).user.id).toBe(me.id);
    const chats = await same('/api/chats.php', '/api/chats.php?x=1', me.cookie);
    expect((chats.body as { chats: unknown[] }).chats).toHaveLength(1);
    // Without `type` the list is `received`, through Nest.
    const received = await same('/api/likes.php?type=received', '/api/likes.php', me.cookie);
    expect((received.body as { profiles: Array<{ id: number }> }).profiles.map((p) => p.id)).toEqual([other]);
    for (const type of ['sent', 'matches']) {
      const res = await get(`/api/likes.php?type=${type}`, me.cookie).expect(200);
      expect((res.body as { profiles: Array<{ id: number }> }).profiles.map((p) => p.id)).toEqual([other]);
    }
    // A query the site never sends is still refused by the DTO.
    expect((await get('/api/likes.php?type=other', me.cookie)).status).toBe(400);
    expect((await get('/api/user.php?optional=2', me.cookie)).status).toBe(400);

    // Without a session, or with the session of a deleted account: the same refusals.
    await same('/api/user.php?optional=1', '/api/user.php?optional=1&utm_source=x');
    await same('/api/chats.php', '/api/chats.php?x=1', 'auth.session=unknown');
    await ctx.db.query(`UPDATE users SET status = 'deleted' WHERE id = $1`, [me.id]);
    const gone = await same('/api/user.php?optional=1', '/api/user.php?optional=1&utm_source=x', me.cookie);
    expect(gone.status).toBe(403);
  });
});
