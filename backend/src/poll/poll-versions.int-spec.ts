import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Redis } from 'ioredis';
import { chatSendMany } from '@amoretto/shared/db';
import { PollVersionListener, pollKeys } from '@amoretto/shared/node';
import { pollUntil } from '@amoretto/shared/testing';
import { chatMember, grantCredits, type ChatMember } from '../chats/chat-test-helpers';
import { AppConfig } from '../config/app-config';
import { insertMember, insertPhoto, NL_HOST } from '../members/member-test-helpers';
import { REDIS } from '../redis/redis.module';
import { useIsolatedBackend } from '../testing/isolated-database';

// The site's polls are conditional (docs/decisions.md, "The polled endpoints"): for every kind of
// change a member's answers can see, the next poll with the old tag is a 200 with the new data, and
// a poll with the current tag is a 304 that ran no SQL. The change goes into the database the way
// its writer puts it there (through the API where one exists, else the writer's own statement);
// the versions come from the real triggers and the real listener.

type Polled = { status: number; tag: string | undefined; cacheControl: string | undefined; body: Record<string, unknown>; queries: number };

describe('conditional polls', () => {
  const ctx = useIsolatedBackend('poll_versions');
  let listener: PollVersionListener;
  let redis: Redis;
  let keys: ReturnType<typeof pollKeys>;
  /** Barriers waiting for the listener: ids no member has, sent through the same channel. */
  const barriers = new Map<number, () => void>();
  let nextBarrier = 2_000_000_000;
  let queries = 0;
  const realQuery = Client.prototype.query;

  const newListener = () => {
    const config = ctx.backend.app.get(AppConfig);
    return new PollVersionListener({
      databaseUrl: config.DATABASE_URL,
      redisUrl: config.REDIS_URL,
      db: ctx.db,
      logger: { log: () => undefined, warn: () => undefined, error: (message) => console.error(message) },
      onWritten: (members) => {
        for (const id of members) barriers.get(id)?.();
      },
    });
  };

  beforeAll(async () => {
    const config = ctx.backend.app.get(AppConfig);
    redis = ctx.backend.app.get<typeof REDIS, Redis>(REDIS);
    keys = pollKeys(config.DATABASE_URL);
    listener = newListener();
    await listener.start();
    // Every statement any pg client of this process runs, counted while a poll is answered.
    jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      queries += 1;
      return (realQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await listener.stop();
  });

  /**
   * Resolves once the listener has written every change committed so far: Postgres delivers a
   * channel's notifications in commit order, and the listener writes them in order.
   */
  async function settle(): Promise<void> {
    const id = (nextBarrier += 1);
    const reached = new Promise<void>((resolve) => barriers.set(id, resolve));
    await ctx.db.query(`SELECT pg_notify('poll', $1)`, [String(id)]);
    await reached;
    barriers.delete(id);
  }

  /** Makes the change as its writer does, then waits for the listener to have seen it. */
  async function change(label: string, act: () => Promise<unknown>): Promise<void> {
    await act().catch((error: unknown) => {
      throw new Error(`${label}: ${String(error)}`);
    });
    await settle();
  }

  async function poll(member: ChatMember, path: string, tag?: string): Promise<Polled> {
    const before = queries;
    const req = ctx.backend.http().get(path).set('Host', NL_HOST).set('X-Amoretto-Client', 'web').set('Cookie', member.cookie);
    const res = tag ? await req.set('If-None-Match', tag) : await req;
    return {
      status: res.status,
      tag: res.headers.etag as string | undefined,
      cacheControl: res.headers['cache-control'] as string | undefined,
      body: res.body as Record<string, unknown>,
      queries: queries - before,
    };
  }

  const PATHS = [
    '/api/user.php?optional=1',
    '/api/chats.php',
    '/api/likes.php?type=received',
    '/api/likes.php?type=sent',
    '/api/likes.php?type=matches',
  ];
  const tags = new Map<string, string>();
  const key = (member: ChatMember, path: string) => `${member.id} ${path}`;

  /** Every path of the member: with the last tag a 200 (moved) or a 304 without SQL (not moved); returns the bodies. */
  async function expectPolls(member: ChatMember, moved: boolean): Promise<Record<string, Record<string, unknown>>> {
    const bodies: Record<string, Record<string, unknown>> = {};
    await settle();
    for (const path of PATHS) {
      const old = tags.get(key(member, path));
      const res = await poll(member, path, old);
      if (moved || !old) {
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        expect(res.tag).toMatch(/^W\/"\d+\.\d+\.\d+\.\d{4}-\d\d-\d\d"$/);
        expect(res.tag).not.toBe(old);
        expect(res.queries).toBeGreaterThan(0);
        tags.set(key(member, path), res.tag!);
        bodies[path] = res.body;
        // The new tag holds until the next change, and a 304 reads no row.
        const again = await poll(member, path, res.tag);
        expect({ path, status: again.status, queries: again.queries, tag: again.tag }).toEqual({
          path,
          status: 304,
          queries: 0,
          tag: res.tag,
        });
      } else {
        expect({ path, status: res.status, queries: res.queries }).toEqual({ path, status: 304, queries: 0 });
      }
    }
    return bodies;
  }

  const http = () => ctx.backend.http();
  const user = (bodies: Record<string, Record<string, unknown>>) =>
    bodies['/api/user.php?optional=1']!.user as { credits: number; paid_user: boolean; profile: Record<string, unknown> };
  const chats = (bodies: Record<string, Record<string, unknown>>) =>
    bodies['/api/chats.php']!.chats as Array<{
      conversation: { id: number };
      profile: { id: number; name: string; thumb_url?: string | null };
      num_unread_messages: number;
    }>;
  const listed = (bodies: Record<string, Record<string, unknown>>, type: string) =>
    (bodies[`/api/likes.php?type=${type}`]!.profiles as Array<{ id: number }>).map((p) => p.id);

  it('moves a member’s tag exactly when their answers change, and answers an unchanged poll 304 without SQL', async () => {
    const me = await chatMember(ctx.backend, ctx.db, { credits: 50, gender: 'male' });
    const her = await chatMember(ctx.backend, ctx.db, { credits: 50, gender: 'female' });
    const bystander = await chatMember(ctx.backend, ctx.db, { gender: 'female' });
    for (const member of [me, her, bystander]) await expectPolls(member, true);
    await expectPolls(me, false);

    // A message from her, sent over HTTP: both lists and both balances may change.
    await change('message over HTTP', () =>
      http()
        .post('/api/chats/messages')
        .set('Host', NL_HOST)
        .set('Cookie', her.cookie)
        .send({ profile_id: me.id, client_id: randomUUID(), body: 'Hoi' })
        .expect(201),
    );
    let mine = await expectPolls(me, true);
    expect(chats(mine)).toHaveLength(1);
    expect(chats(mine)[0]).toMatchObject({ num_unread_messages: 1, profile: { id: her.id } });
    const conversationId = chats(mine)[0]!.conversation.id;
    await expectPolls(her, true);
    await expectPolls(bystander, false);

    // A reply through the gateway's path (chat_send_many).
    await change('message through the gateway', () =>
      chatSendMany(ctx.db, [{ senderId: me.id, recipientId: her.id, clientId: randomUUID(), body: 'Hallo' }]),
    );
    let hers = await expectPolls(her, true);
    expect(chats(hers)[0]).toMatchObject({ num_unread_messages: 1, profile: { id: me.id } });
    await expectPolls(me, true);

    // She reads it.
    await change('read', () => http().post(`/api/chats/${conversationId}/read`).set('Host', NL_HOST).set('Cookie', her.cookie).expect(200));
    hers = await expectPolls(her, true);
    expect(chats(hers)[0]!.num_unread_messages).toBe(0);

    // A like, the match, and the like taken back.
    await change('like', () =>
      http().post('/api/likes').set('Host', NL_HOST).set('Cookie', me.cookie).send({ profile_id: her.id }).expect(200),
    );
    expect(listed(await expectPolls(her, true), 'received')).toEqual([me.id]);
    expect(listed(await expectPolls(me, true), 'sent')).toEqual([her.id]);
    await change('match', () =>
      http().post('/api/likes').set('Host', NL_HOST).set('Cookie', her.cookie).send({ profile_id: me.id }).expect(200),
    );
    expect(listed(await expectPolls(me, true), 'matches')).toEqual([her.id]);
    await expectPolls(her, true);
    await change('unlike', () => http().delete(`/api/likes/${her.id}`).set('Host', NL_HOST).set('Cookie', me.cookie).expect(200));
    expect(listed(await expectPolls(her, true), 'received')).toEqual([]);
    expect(listed(await expectPolls(me, true), 'matches')).toEqual([]);

    // Credits bought, granted or refunded: a ledger row and the balance, as the ledger writes them.
    const credits = user({ [PATHS[0]!]: (await poll(me, PATHS[0]!)).body }).credits;
    await change('credits', () => grantCredits(ctx.db, me.id, 25));
    mine = await expectPolls(me, true);
    expect(user(mine).credits).toBe(credits + 25);
    await expectPolls(her, false);

    // Premium for life, as a settled purchase marks it.
    await change('premium', () => ctx.db.query(`UPDATE users SET paid_user = true WHERE id = $1`, [me.id]));
    expect(user(await expectPolls(me, true)).paid_user).toBe(true);

    // Her own profile edit moves her answers and, as a card change, her partner's.
    await change('profile edit', () =>
      http().patch('/api/profile').set('Host', NL_HOST).set('Cookie', her.cookie).send({ city: 'Eigenstad' }).expect(200),
    );
    expect(user(await expectPolls(her, true)).profile.city).toBe('Eigenstad');
    await expectPolls(me, true);
    await expectPolls(bystander, false);

    // Her name, and her first photo added, moderated and removed: the partner's card shows each.
    await change('partner name', () => ctx.db.query(`UPDATE users SET name = 'Fenna' WHERE id = $1`, [her.id]));
    expect(chats(await expectPolls(me, true))[0]!.profile.name).toBe('Fenna');
    const photo = await (async () => {
      let added: Awaited<ReturnType<typeof insertPhoto>> | undefined;
      await change('photo added', async () => (added = await insertPhoto(ctx.db, her.id, 0)));
      return added!;
    })();
    const thumb = (bodies: Record<string, Record<string, unknown>>) => JSON.stringify(chats(bodies)[0]!.profile);
    expect(thumb(await expectPolls(me, true))).toContain(photo.thumb_filename);
    await change('photo moderated', () => ctx.db.query(`UPDATE photos SET status = 'rejected' WHERE id = $1`, [photo.id]));
    expect(thumb(await expectPolls(me, true))).not.toContain(photo.thumb_filename);
    await change('photo removed', () => ctx.db.query(`DELETE FROM photos WHERE id = $1`, [photo.id]));
    await expectPolls(me, true);

    // Her profile disabled by a moderator: gone from his list, and back when enabled.
    await change('partner disabled', () => ctx.db.query(`UPDATE users SET profile_status = 'disabled' WHERE id = $1`, [her.id]));
    expect(chats(await expectPolls(me, true))).toEqual([]);
    await change('partner enabled', () => ctx.db.query(`UPDATE users SET profile_status = 'active' WHERE id = $1`, [her.id]));
    expect(chats(await expectPolls(me, true))).toHaveLength(1);
    // A block removes their conversation and her like (still there since the match); unblocking moves the tags again.
    await change('block', () =>
      http().post('/api/blocks').set('Host', NL_HOST).set('Cookie', me.cookie).send({ profile_id: her.id }).expect(200),
    );
    mine = await expectPolls(me, true);
    expect(chats(mine)).toEqual([]);
    expect(listed(mine, 'received')).toEqual([]);
    await change('unblock', () => http().delete(`/api/blocks/${her.id}`).set('Host', NL_HOST).set('Cookie', me.cookie).expect(200));
    await expectPolls(me, true);
    await expectPolls(her, true);

    // Her account deleted, after she wrote again: gone from his list.
    await change('message again', () =>
      chatSendMany(ctx.db, [{ senderId: her.id, recipientId: me.id, clientId: randomUUID(), body: 'Toch' }]),
    );
    expect(chats(await expectPolls(me, true))).toHaveLength(1);
    await change('partner deleted', () => ctx.db.query(`UPDATE users SET status = 'deleted' WHERE id = $1`, [her.id]));
    expect(chats(await expectPolls(me, true))).toEqual([]);

    // A change to someone else's row leaves his tag alone.
    await change('bystander credits', () => grantCredits(ctx.db, bystander.id, 5));
    await expectPolls(me, false);

    // The site's settings (addresses of photos) and a statement over many members move everyone.
    await change('site', () => ctx.db.query(`UPDATE sites SET cdn_prefix = cdn_prefix WHERE domain = $1`, [NL_HOST]));
    await expectPolls(me, true);
    const many = await Promise.all(Array.from({ length: 3 }, () => insertMember(ctx.db)));
    await ctx.db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, language, site_id, country)
      SELECT 'bulk' || g || '@example.com', 'x', 'Bulk', '1990-01-01', 'nl', site_id, 'NL' FROM generate_series(1, 501) g, users u WHERE u.id = $1`,
      [many[0]],
    );
    await change('bulk', () => ctx.db.query(`UPDATE users SET credits = credits + 1 WHERE email LIKE 'bulk%'`));
    await expectPolls(me, true);
  });

  it('answers in full after a lost connection until a new epoch, and without a tag while no listener listens', async () => {
    const me = await chatMember(ctx.backend, ctx.db, { gender: 'male' });
    await expectPolls(me, true);
    const old = tags.get(key(me, PATHS[0]!))!;
    const epoch = await redis.get(keys.epoch);

    // The listener's connection is cut; it listens again with a new epoch, and no tag from before matches.
    await ctx.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN poll'`,
    );
    await pollUntil(
      'the listener to listen again',
      async () => (await redis.get(keys.epoch)) !== epoch && (await redis.exists(keys.live)) === 1,
    );
    const after = await poll(me, PATHS[0]!, old);
    expect(after.status).toBe(200);
    expect(after.tag).toMatch(/^W\//);
    expect(after.tag).not.toBe(old);

    // Stopped, with no other listener: no poll is answered 304, and none carries a tag.
    await listener.stop();
    expect(await redis.exists(keys.live)).toBe(0);
    const untagged = await poll(me, PATHS[0]!, after.tag);
    expect({ status: untagged.status, tag: untagged.tag, cacheControl: untagged.cacheControl }).toEqual({
      status: 200,
      tag: undefined,
      cacheControl: undefined,
    });

    // A listener starting writes a new epoch before it says it listens.
    listener = newListener();
    await listener.start();
    const fresh = await poll(me, PATHS[0]!, after.tag);
    expect(fresh.status).toBe(200);
    expect(fresh.tag).toMatch(/^W\//);
    expect(fresh.tag).not.toBe(after.tag);
  });
});
