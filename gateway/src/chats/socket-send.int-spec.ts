import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import {
  FREE_CONVERSATIONS,
  MAX_ID,
  SEND_LEDGER_REASON,
  userRoom,
  type ApiErrorBody,
  type ChatSendResult,
  type ErrorCode,
  type MessageSendAck,
  type SendMessageResponse,
  type ServerToClientEvents,
} from '@amoretto/shared';
import { createDataSource, sessionCacheKey } from '@amoretto/shared/db';
import { loadGatewayConfig } from '../config/gateway-config';
import { createGateway } from '../gateway.factory';
import { MEMBER_EVENTS_CHANNEL } from '../realtime/member-events-fanout';
import { MAX_PENDING_SENDS } from '../realtime/realtime.gateway';
import {
  catalogError,
  createMember,
  createSession,
  grantCredits,
  ledgerOf,
  MemberSocket,
  messagesBetween,
  textPrice,
  TEST_PUBLIC_URL,
} from './socket-send-test-helpers';

type Sent = { status: 200 | 201 } & SendMessageResponse;
type Refused = { status: number } & ApiErrorBody;

function sent(ack: MessageSendAck): Sent {
  if (!('message' in ack)) throw new Error(`expected a stored message, got ${JSON.stringify(ack)}`);
  return ack;
}

function refused(ack: MessageSendAck): Refused {
  if (!('error' in ack)) throw new Error(`expected a refusal, got ${JSON.stringify(ack)}`);
  return ack;
}

/** Gateway 0 looks the session up before every send; gateway 1 keeps the default interval. */
const RECHECKING = 0;
const DEFAULT_RECHECK = 1;

describe('message.send over the socket', () => {
  const gateways: NestFastifyApplication[] = [];
  const urls: string[] = [];
  const sockets: MemberSocket[] = [];
  // Its own pool, large enough for the test's chat_send calls running next to the gateways' batches.
  const db = createDataSource(process.env.DATABASE_URL!).setOptions({ extra: { max: 12 } });
  let redis: Redis;

  beforeAll(async () => {
    const { SESSION_RECHECK_SECONDS: _ignored, ...env } = process.env;
    for (const recheck of [{ SESSION_RECHECK_SECONDS: '0' }, {}]) {
      // Many sockets and sends per member here; the caps have their own test (member-limits).
      const caps = { SEND_RATE_LIMIT: '100000', MAX_SOCKETS_PER_MEMBER: '100' };
      const app = await createGateway(loadGatewayConfig({ ...env, LOG_LEVEL: 'silent', PUBLIC_URL: TEST_PUBLIC_URL, ...caps, ...recheck }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      gateways.push(app);
      urls.push(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`);
    }
    redis = new Redis(process.env.REDIS_URL!);
    await db.initialize();

    // Events cross gateways through Redis: wait until both gateways' subscriptions deliver.
    const probeId = await createMember(db);
    const probes = [await connect(probeId, RECHECKING), await connect(probeId, DEFAULT_RECHECK)];
    const emitter = new Emitter<ServerToClientEvents>(redis);
    const ticker = setInterval(() => emitter.to(userRoom(probeId)).emit('counters.changed', { credits: -1 }), 50);
    try {
      await Promise.all(probes.map((p) => p.waitFor('counters.changed')));
    } finally {
      clearInterval(ticker);
    }
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.socket.disconnect();
    await redis.quit();
    await db.destroy();
    for (const app of gateways) await app.close();
  });

  async function connect(userId: number, gateway: number, headers: Record<string, string> = {}): Promise<MemberSocket> {
    const { cookie } = await createSession(redis, userId);
    const s = new MemberSocket(urls[gateway]!, { ...headers, Cookie: [cookie, headers.Cookie].filter(Boolean).join('; ') });
    sockets.push(s);
    await s.connected();
    return s;
  }

  const grant = (userId: number, amount: number) => grantCredits(db, userId, amount);
  /** A paid member with credits for this many text messages. */
  async function payingMember(messages: number): Promise<number> {
    const id = await createMember(db, { paid_user: true });
    await grant(id, messages * (await textPrice(db, id)));
    return id;
  }
  /** An error answer as a socket without locale cookie or Accept-Language gets it (the default locale, Italian). */
  const italian = (status: number, code: ErrorCode, details?: Record<string, number>) => ({
    status,
    error: { code, message: catalogError('it', code, details), ...(details ? { details } : {}) },
  });
  const text = (profileId: number, body = 'Ciao!', clientId: string = randomUUID()) => ({
    profile_id: profileId,
    client_id: clientId,
    body,
  });

  describe('paying for messages', () => {
    it('stores exactly as many messages as the credits pay for when 100 are sent at once over several sockets', async () => {
      const sender = await createMember(db, { paid_user: true });
      const price = await textPrice(db, sender);
      await grant(sender, 10 * price);
      const her = await createMember(db);
      const before = await ledgerOf(db, sender);

      // 10 sockets on both gateways, all sending at once; each stays within its own limit, which would answer 429.
      const perSocket = 10;
      expect(perSocket).toBeLessThanOrEqual(MAX_PENDING_SENDS);
      const mine = await Promise.all(Array.from({ length: 100 / perSocket }, (_, i) => connect(sender, i % 2)));
      const acks = await Promise.all(
        mine.flatMap((s, i) => Array.from({ length: perSocket }, (_, j) => s.send(text(her, `message ${i}.${j}`)))),
      );

      const created = acks.filter((a) => a.status === 201).map(sent);
      const refusals = acks.filter((a) => a.status !== 201).map(refused);
      expect(created).toHaveLength(10);
      expect(refusals).toHaveLength(90);
      for (const r of refusals) {
        expect(r).toMatchObject({ status: 402, error: { code: 'not_enough_credits', details: { price, credits: 0 } } });
      }
      // Each new message answered with the balance right after its own debit.
      expect(created.map((a) => a.credits).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i * price));

      const stored = await messagesBetween(db, sender, her);
      expect(stored.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(stored.every((m) => m.cost === price && m.sender_id === sender)).toBe(true);
      expect(new Set(stored.map((m) => m.id))).toEqual(new Set(created.map((a) => a.message.id)));

      const after = await ledgerOf(db, sender);
      expect(after).toEqual({ credits: 0, ledger_sum: 0, spends: 10, spent: 10 * price });
      expect(before.credits - after.credits).toBe(after.spent);
    });

    it('stores and charges a message once when its client_id is sent five times at once', async () => {
      const me = await createMember(db);
      const price = await textPrice(db, me);
      await grant(me, 5 * price);
      const her = await createMember(db);
      const a = await connect(me, RECHECKING);
      const b = await connect(me, DEFAULT_RECHECK);
      const payload = text(her, 'Only once');
      // Three in one batch on one gateway, two racing them from the other gateway.
      const acks = await Promise.all([a.send(payload), a.send(payload), a.send(payload), b.send(payload), b.send(payload)]);

      expect(acks.map((ack) => ack.status).sort()).toEqual([200, 200, 200, 200, 201]);
      const answers = acks.map(sent);
      expect(new Set(answers.map((x) => x.message.id)).size).toBe(1);
      for (const x of answers) {
        expect(x).toMatchObject({ credits: 4 * price, message: { seq: 1, client_id: payload.client_id, body: 'Only once' } });
      }
      expect(await messagesBetween(db, me, her)).toHaveLength(1);
      expect(await ledgerOf(db, me)).toEqual({ credits: 4 * price, ledger_sum: 4 * price, spends: 1, spent: price });

      // Later, the same send still answers with the original and charges nothing.
      const later = sent(await a.send(payload));
      expect([later.status, later.message.id, later.credits]).toEqual([200, answers[0]!.message.id, 4 * price]);
      expect((await ledgerOf(db, me)).spends).toBe(1);
    });

    it('refuses a client_id reused towards another partner with 409 client_id_reused', async () => {
      const me = await payingMember(5);
      const [her, other] = [await createMember(db), await createMember(db)];
      const s = await connect(me, DEFAULT_RECHECK);
      const clientId = randomUUID();
      expect((await s.send(text(her, 'Hello', clientId))).status).toBe(201);
      const before = await ledgerOf(db, me);

      const reused = refused(await s.send(text(other, 'Hello', clientId)));
      expect(reused).toEqual(italian(409, 'client_id_reused'));
      expect(await messagesBetween(db, me, other)).toEqual([]);
      expect(await ledgerOf(db, me)).toEqual(before);
    });

    it('refuses with 402 and the price when the credits do not pay for the message', async () => {
      const me = await createMember(db);
      const price = await textPrice(db, me);
      await grant(me, price - 1);
      const her = await createMember(db);
      const s = await connect(me, RECHECKING);

      const ack = refused(await s.send(text(her)));
      expect(ack).toEqual(italian(402, 'not_enough_credits', { price, credits: price - 1 }));
      expect(await messagesBetween(db, me, her)).toEqual([]);
      expect(await ledgerOf(db, me)).toEqual({ credits: price - 1, ledger_sum: price - 1, spends: 0, spent: 0 });
    });

    it(`lets a free member start ${FREE_CONVERSATIONS} conversations and refuses the next with 403 premium_required`, async () => {
      const me = await createMember(db);
      const price = await textPrice(db, me);
      // Enough credits for all of them: the refusal is about the conversation, not the balance.
      await grant(me, (FREE_CONVERSATIONS + 2) * price);
      const partners = await Promise.all(Array.from({ length: FREE_CONVERSATIONS + 1 }, () => createMember(db)));
      const s = await connect(me, DEFAULT_RECHECK);
      for (const partner of partners.slice(0, FREE_CONVERSATIONS)) expect((await s.send(text(partner))).status).toBe(201);

      const extra = partners[FREE_CONVERSATIONS]!;
      const ack = refused(await s.send(text(extra)));
      expect(ack).toEqual(italian(403, 'premium_required', { limit: FREE_CONVERSATIONS }));
      expect(await messagesBetween(db, me, extra)).toEqual([]);
      // Conversations already started go on.
      expect((await s.send(text(partners[0]!))).status).toBe(201);
      expect((await ledgerOf(db, me)).spends).toBe(FREE_CONVERSATIONS + 1);
    });
  });

  describe('refusals', () => {
    it('refuses invalid payloads with 400 validation_failed naming the fields, and stores nothing', async () => {
      const me = await payingMember(10);
      const her = await createMember(db);
      const s = await connect(me, RECHECKING);
      const valid = text(her);
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [{ client_id: valid.client_id, body: 'x' }, { profile_id: expect.arrayContaining(['isInt']) }],
        [{ profile_id: her, body: 'x' }, { client_id: expect.arrayContaining(['isUuid']) }],
        [{ profile_id: her, client_id: valid.client_id }, { body: expect.arrayContaining(['isString']) }],
        [{ ...valid, kind: 'gift' }, { kind: ['whitelistValidation'] }],
        [{ ...valid, client_id: 'not-a-uuid' }, { client_id: ['isUuid'] }],
        [{ ...valid, profile_id: String(her) }, { profile_id: expect.arrayContaining(['isInt']) }],
        [{ ...valid, profile_id: 0 }, { profile_id: ['min'] }],
        [{ ...valid, body: '' }, { body: ['minLength'] }],
        [{ ...valid, body: ' \n\t ' }, { body: ['isNotEmpty'] }],
        [{ ...valid, body: 42 }, { body: expect.arrayContaining(['isString']) }],
      ];
      for (const [payload, fields] of cases) {
        const ack = await s.send(payload);
        expect({ payload, ack }).toEqual({
          payload,
          ack: { status: 400, error: { code: 'validation_failed', message: catalogError('it', 'validation_failed'), fields } },
        });
      }
      for (const payload of [null, 'Ciao!', [her, valid.client_id, 'x']]) {
        expect({ payload, ack: await s.send(payload) }).toMatchObject({
          payload,
          ack: { status: 400, error: { code: 'validation_failed' } },
        });
      }
      expect(await messagesBetween(db, me, her)).toEqual([]);
      expect((await ledgerOf(db, me)).spends).toBe(0);
      // The valid payload itself goes through.
      expect((await s.send(valid)).status).toBe(201);
    });

    it('refuses a message to oneself with 400 own_profile', async () => {
      const me = await payingMember(10);
      const s = await connect(me, DEFAULT_RECHECK);
      expect(await s.send(text(me))).toEqual(italian(400, 'own_profile'));
      expect(await messagesBetween(db, me, me)).toEqual([]);
      expect((await ledgerOf(db, me)).spends).toBe(0);
    });

    it('answers in the language of the locale cookie, and of Accept-Language without one', async () => {
      const me = await createMember(db);
      const price = await textPrice(db, me);
      const her = await createMember(db);
      const de = await connect(me, RECHECKING, { Cookie: 'locale=de' });
      const fr = await connect(me, DEFAULT_RECHECK, { 'Accept-Language': 'fr-FR,fr;q=0.9' });

      expect(refused(await de.send(text(her, '   '))).error.message).toBe(catalogError('de', 'validation_failed'));
      expect(refused(await de.send(text(me))).error.message).toBe(catalogError('de', 'own_profile'));
      const poor = refused(await de.send(text(her)));
      expect(poor.error).toEqual({
        code: 'not_enough_credits',
        message: catalogError('de', 'not_enough_credits', { price }),
        details: { price, credits: 0 },
      });
      expect(poor.error.message).toContain(String(price));
      expect(refused(await fr.send(text(her))).error.message).toBe(catalogError('fr', 'not_enough_credits', { price }));
      expect(catalogError('de', 'validation_failed')).not.toBe(catalogError('it', 'validation_failed'));
    });

    it.each(['sender', 'partner'] as const)(
      'refuses a message between a blocked pair with 403 blocked_by_member (blocked by the %s)',
      async (blocker) => {
        const me = await payingMember(10);
        const her = await createMember(db);
        const s = await connect(me, RECHECKING);
        expect((await s.send(text(her))).status).toBe(201);
        const [blockerId, blockedId] = blocker === 'sender' ? [me, her] : [her, me];
        await db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [blockerId, blockedId]);
        const before = await ledgerOf(db, me);

        expect(await s.send(text(her))).toEqual(italian(403, 'blocked_by_member'));
        expect(await messagesBetween(db, me, her)).toHaveLength(1);
        expect(await ledgerOf(db, me)).toEqual(before);
      },
    );

    it('refuses a message to a member who does not exist with 404 member_not_found', async () => {
      const me = await payingMember(10);
      const s = await connect(me, DEFAULT_RECHECK);
      expect(await s.send(text(MAX_ID))).toEqual(italian(404, 'member_not_found'));
      expect((await ledgerOf(db, me)).spends).toBe(0);
    });

    it('refuses a message longer than the site allows with 400 message_too_long', async () => {
      const me = await payingMember(10);
      const her = await createMember(db);
      const [{ max }] = (await db.query(`SELECT s.message_length AS max FROM users u JOIN sites s ON s.id = u.site_id WHERE u.id = $1`, [
        me,
      ])) as [{ max: number }];
      const s = await connect(me, RECHECKING);
      expect(await s.send(text(her, 'x'.repeat(max + 1)))).toEqual(italian(400, 'message_too_long', { max }));
      expect((await s.send(text(her, 'x'.repeat(max)))).status).toBe(201);
      expect((await ledgerOf(db, me)).spends).toBe(1);
    });

    it('refuses a body with a NUL character as invalid, before the database', async () => {
      const me = await payingMember(10);
      const her = await createMember(db);
      const s = await connect(me, DEFAULT_RECHECK);
      const ack = refused(await s.send(text(her, 'poison\u0000')));
      expect(ack.status).toBe(400);
      expect(ack.error.code).toBe('validation_failed');
      expect(ack.error.fields).toEqual({ body: ['noNul'] });
      expect((await ledgerOf(db, me)).spends).toBe(0);
    });

    it('answers only the bad send of a batch with an error, and stores the others', async () => {
      const me = await payingMember(10);
      const her = await createMember(db);
      const s = await connect(me, DEFAULT_RECHECK);
      // A trigger that fails the insert of one body only: the batch call fails as a whole, and its sends run again one by one.
      const tag = randomUUID().replace(/-/g, '');
      const poison = `poison ${tag}`;
      await db.query(
        `CREATE FUNCTION fail_${tag}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by test'; END $$`,
      );
      await db.query(
        `CREATE TRIGGER fail_${tag} BEFORE INSERT ON messages FOR EACH ROW WHEN (NEW.body = '${poison}') EXECUTE FUNCTION fail_${tag}()`,
      );
      try {
        const payloads = [text(her, 'one'), text(her, poison), text(her, 'three'), text(her, 'four')];
        const acks = await Promise.all(payloads.map((p) => s.send(p)));

        expect(acks.map((a) => a.status)).toEqual([201, 500, 201, 201]);
        expect(refused(acks[1]!).error.code).toBe('internal_error');
        expect((await messagesBetween(db, me, her)).map((m) => [m.seq, m.body])).toEqual([
          [1, 'one'],
          [2, 'three'],
          [3, 'four'],
        ]);
        expect((await ledgerOf(db, me)).spends).toBe(3);
      } finally {
        await db.query(`DROP TRIGGER fail_${tag} ON messages`);
        await db.query(`DROP FUNCTION fail_${tag}()`);
      }
    });
  });

  describe('events', () => {
    it("announces a new message to the recipient and to the sender's other sockets, not to the sending socket", async () => {
      const me = await payingMember(10);
      const her = await payingMember(10);
      const sending = await connect(me, RECHECKING);
      const otherTab = await connect(me, DEFAULT_RECHECK);
      const sameGatewayTab = await connect(me, RECHECKING);
      const hers = await connect(her, DEFAULT_RECHECK);

      const first = sent(await sending.send(text(her, 'Hi there')));
      expect(first.status).toBe(201);
      const atHers = await hers.waitFor('message.created', (p) => p.message.id === first.message.id);
      expect(atHers).toEqual({ message: first.message, counters: { num_unread_messages: 1 } });
      for (const tab of [otherTab, sameGatewayTab]) {
        const atTab = await tab.waitFor('message.created', (p) => p.message.id === first.message.id);
        expect(atTab).toEqual({ message: first.message, counters: { credits: first.credits } });
      }

      const second = sent(await sending.send(text(her, 'Still there?')));
      await expect(hers.waitFor('message.created', (p) => p.message.id === second.message.id)).resolves.toMatchObject({
        counters: { num_unread_messages: 2 },
      });

      // Her reply reaches the sending socket after anything emitted to it for the two sends before.
      const reply = sent(await hers.send(text(me, 'Yes!')));
      await sending.waitFor('message.created', (p) => p.message.id === reply.message.id);
      expect(sending.events).toEqual([
        { event: 'message.created', payload: { message: reply.message, counters: { num_unread_messages: 1 } } },
      ]);
      // And her own answer is all her sending socket has of it.
      await otherTab.waitFor('message.created', (p) => p.message.id === reply.message.id);
      expect(hers.of('message.created').map((p) => p.message.id)).toEqual([first.message.id, second.message.id]);
    });

    it('passes the events of sends to the other gateway through one Redis channel, and to its own sockets once', async () => {
      const senders = await Promise.all(Array.from({ length: 6 }, () => payingMember(1)));
      const partners = await Promise.all(senders.map(() => createMember(db, { paid_user: true })));
      const sending = await Promise.all(senders.map((id) => connect(id, RECHECKING)));
      const sameGatewayTabs = await Promise.all(senders.map((id) => connect(id, RECHECKING)));
      const theirs = await Promise.all(partners.map((id) => connect(id, DEFAULT_RECHECK)));

      const listener = new Redis(process.env.REDIS_URL!);
      const published: string[] = [];
      listener.on('message', (channel: string, message: string) => {
        if (channel === MEMBER_EVENTS_CHANNEL) published.push(message);
      });
      await listener.subscribe(MEMBER_EVENTS_CHANNEL);
      let acks: Sent[] = [];
      try {
        // Sent at once; however the gateway's batches split them, each send's events travel together.
        acks = (await Promise.all(sending.map((s, i) => s.send(text(partners[i]!, `batch ${i}`))))).map(sent);
        await Promise.all(theirs.map((s, i) => s.waitFor('message.created', (p) => p.message.id === acks[i]!.message.id)));
        await Promise.all(sameGatewayTabs.map((s, i) => s.waitFor('message.created', (p) => p.message.id === acks[i]!.message.id)));

        const events = published.flatMap((m) => JSON.parse(m.slice(36)) as Array<[number, string, unknown, string | null]>);
        // Two events per send (partner, sender's other sockets), and never a message per event:
        // the adapter would have published each on its own.
        expect(events).toHaveLength(2 * senders.length);
        expect(published.length).toBeLessThanOrEqual(senders.length);
        expect(events.filter(([, name]) => name === 'message.created')).toHaveLength(2 * senders.length);
        // Only the sending socket is left out, on every gateway.
        for (const [i, s] of sending.entries()) {
          expect(events).toContainEqual([senders[i], 'message.created', expect.anything(), s.socket.id]);
          expect(events).toContainEqual([partners[i], 'message.created', expect.anything(), null]);
        }
      } finally {
        await listener.quit();
      }
      // Each socket got its event once: the publishing gateway skips its own message on the channel.
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const [i, tab] of sameGatewayTabs.entries()) {
        expect(tab.of('message.created').map((p) => p.message.id)).toEqual([acks[i]!.message.id]);
        expect(theirs[i]!.of('message.created').map((p) => p.message.id)).toEqual([acks[i]!.message.id]);
        expect(sending[i]!.of('message.created')).toEqual([]);
      }
    });

    /** A paid member with credits for one message on gateway 0, and a partner on gateway 1. */
    async function pairAcrossGateways() {
      const me = await payingMember(1);
      const her = await createMember(db);
      return { me, her, sending: await connect(me, RECHECKING), hers: await connect(her, DEFAULT_RECHECK) };
    }

    it('ignores a malformed message on the member events channel and goes on delivering', async () => {
      const { her, sending, hers } = await pairAcrossGateways();
      const origin = randomUUID();
      for (const junk of [
        '',
        'short',
        `${origin}not json`,
        `${origin}{"a":1}`,
        `${origin}[[1,2,3]]`,
        `${origin}[["x","message.created",{},null]]`,
      ]) {
        await redis.publish(MEMBER_EVENTS_CHANNEL, junk);
      }
      const ack = sent(await sending.send(text(her, 'still here')));
      await expect(hers.waitFor('message.created', (p) => p.message.id === ack.message.id)).resolves.toMatchObject({
        message: ack.message,
      });
    });

    it('announces nothing for a refused send, and a repeated client_id again (clients drop it by seq)', async () => {
      const { her, sending, hers } = await pairAcrossGateways();
      const payload = text(her, 'once');
      const first = sent(await sending.send(payload));
      expect((await sending.send(payload)).status).toBe(200);
      expect((await sending.send(text(her))).status).toBe(402);
      // A marker after them: what the three sends caused has arrived by then.
      new Emitter<ServerToClientEvents>(redis).to(userRoom(her)).emit('counters.changed', { credits: -7 });
      await hers.waitFor('counters.changed', (p) => p.credits === -7);
      expect(hers.of('message.created')).toEqual([
        { message: first.message, counters: { num_unread_messages: 1 } },
        { message: first.message, counters: { num_unread_messages: 1 } },
      ]);
    });

    it('announces a message committed just before a crash when the client sends its client_id again', async () => {
      const { me, her, sending, hers } = await pairAcrossGateways();
      const payload = text(her, 'Before the crash');
      // What a process that died between its commit and its events left behind: the message, and no event.
      const [{ result }] = (await db.query(`SELECT chat_send($1, $2, $3, 'text', $4, NULL, NULL, NULL, $5, $6) AS result`, [
        me,
        her,
        payload.client_id,
        payload.body,
        SEND_LEDGER_REASON.text,
        FREE_CONVERSATIONS,
      ])) as Array<{ result: ChatSendResult }>;
      expect(result.outcome).toBe('created');

      const retried = sent(await sending.send(payload));
      expect(retried.status).toBe(200);
      await expect(hers.waitFor('message.created', (p) => p.message.client_id === payload.client_id)).resolves.toEqual({
        message: retried.message,
        counters: { num_unread_messages: 1 },
      });
    });
  });

  describe('sessions and limits', () => {
    /** A member with a live session on the rechecking gateway, one message sent; then the session is removed from Redis. */
    const endedSession = async () => {
      const me = await payingMember(10);
      const her = await createMember(db);
      const { cookie, tokenHash } = await createSession(redis, me);
      const s = new MemberSocket(urls[RECHECKING]!, { Cookie: cookie });
      sockets.push(s);
      await s.connected();
      expect((await s.send(text(her))).status).toBe(201);
      await redis.del(sessionCacheKey(tokenHash));
      return { me, her, s, gone: s.disconnected() };
    };

    it('checks the session before a send when SESSION_RECHECK_SECONDS is 0: a removed session stores nothing and disconnects', async () => {
      const { me, her, s, gone } = await endedSession();
      const [answer] = await Promise.allSettled([s.send(text(her))]);
      await expect(gone).resolves.toBe('io server disconnect');
      // Whatever the answer was, it was no stored message.
      expect(answer.status === 'fulfilled' ? answer.value.status : 'no answer').not.toBe(201);
      expect(await messagesBetween(db, me, her)).toHaveLength(1);
      expect((await ledgerOf(db, me)).spends).toBe(1);
    });

    it('answers the send refused for a removed session with 403 authentication_required before disconnecting', async () => {
      const { her, s, gone } = await endedSession();
      const [answer] = await Promise.allSettled([s.send(text(her))]);
      await gone;
      // The client needs the answer to stop retrying and show the login, rather than a send lost with the connection.
      expect(answer).toEqual({ status: 'fulfilled', value: italian(403, 'authentication_required') });
    });

    it('trusts the handshake for SESSION_RECHECK_SECONDS by default', async () => {
      const me = await payingMember(10);
      const her = await createMember(db);
      const { cookie, tokenHash } = await createSession(redis, me);
      const s = new MemberSocket(urls[DEFAULT_RECHECK]!, { Cookie: cookie });
      sockets.push(s);
      await s.connected();
      await redis.del(sessionCacheKey(tokenHash));
      // Logout closes a session's sockets at once; within the interval the send is not held up by a lookup.
      expect((await s.send(text(her))).status).toBe(201);
      expect(s.socket.connected).toBe(true);
    });

    it('ignores a send without an answer callback: nothing is stored and nothing is charged', async () => {
      const me = await payingMember(10);
      const her = await createMember(db);
      const s = await connect(me, RECHECKING);
      const silent = text(her, 'unheard');
      s.sendWithoutAck(silent);
      // The socket's events are handled in order: by this answer the silent send would have been stored.
      const heard = sent(await s.send(text(her, 'heard')));
      expect(heard.message.seq).toBe(1);
      const stored = await messagesBetween(db, me, her);
      expect(stored.map((m) => m.body)).toEqual(['heard']);
      const silentRows = (await db.query(`SELECT 1 FROM messages WHERE sender_id = $1 AND client_id = $2`, [
        me,
        silent.client_id,
      ])) as unknown[];
      expect(silentRows).toEqual([]);
      expect((await ledgerOf(db, me)).spends).toBe(1);
    });

    it(`answers 429 to sends beyond ${MAX_PENDING_SENDS} waiting on one socket`, async () => {
      const me = await createMember(db, { paid_user: true });
      const price = await textPrice(db, me);
      await grant(me, 100 * price);
      const her = await createMember(db);
      const s = await connect(me, DEFAULT_RECHECK);
      const extra = 5;

      // The sender's row stays locked, so no send can be answered until the test lets go.
      const lock = db.createQueryRunner();
      await lock.connect();
      await lock.startTransaction();
      try {
        await lock.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [me]);
        const acks = Array.from({ length: MAX_PENDING_SENDS + extra }, (_, i) => s.send(text(her, `m${i}`)));
        const early = await Promise.all(acks.slice(MAX_PENDING_SENDS));
        for (const ack of early) {
          expect(ack).toEqual(italian(429, 'too_many_requests'));
        }
        await lock.commitTransaction();
        const answered = await Promise.all(acks.slice(0, MAX_PENDING_SENDS));
        expect(answered.map((a) => a.status)).toEqual(Array.from({ length: MAX_PENDING_SENDS }, () => 201));
        // One socket's sends keep their order.
        expect(answered.map((a) => sent(a).message.seq)).toEqual(Array.from({ length: MAX_PENDING_SENDS }, (_, i) => i + 1));
      } finally {
        if (lock.isTransactionActive) await lock.rollbackTransaction();
        await lock.release();
      }
      // Answered sends free their places again.
      expect((await s.send(text(her, 'after'))).status).toBe(201);
      expect((await ledgerOf(db, me)).spends).toBe(MAX_PENDING_SENDS + 1);
    });
  });

  describe('one seq per conversation', () => {
    // What the backend's HTTP send runs (MessageSendService.commit), one message per call.
    const httpSend = async (senderId: number, recipientId: number, body: string): Promise<ChatSendResult> => {
      const [{ result }] = (await db.query(`SELECT chat_send($1, $2, $3, 'text', $4, NULL, NULL, NULL, $5, $6) AS result`, [
        senderId,
        recipientId,
        randomUUID(),
        body,
        SEND_LEDGER_REASON.text,
        FREE_CONVERSATIONS,
      ])) as [{ result: ChatSendResult }];
      return result;
    };

    it('numbers messages sent over the socket and over HTTP in one gap-free sequence', async () => {
      const me = await payingMember(100);
      const her = await payingMember(100);
      const mine = await connect(me, RECHECKING);
      const hers = await connect(her, DEFAULT_RECHECK);

      // Taking turns: socket, HTTP, the partner's socket, the partner's HTTP.
      const seqs: number[] = [];
      for (let round = 0; round < 3; round++) {
        seqs.push(sent(await mine.send(text(her, `socket ${round}`))).message.seq);
        const viaHttp = await httpSend(me, her, `http ${round}`);
        if (viaHttp.outcome !== 'created') throw new Error(JSON.stringify(viaHttp));
        seqs.push(viaHttp.message.seq);
        seqs.push(sent(await hers.send(text(me, `her socket ${round}`))).message.seq);
        const herHttp = await httpSend(her, me, `her http ${round}`);
        if (herHttp.outcome !== 'created') throw new Error(JSON.stringify(herHttp));
        seqs.push(herHttp.message.seq);
      }
      expect(seqs).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));

      // All at once, from both members over both paths.
      const racing = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) => mine.send(text(her, `race socket ${i}`)).then((a) => sent(a).message.seq)),
        ...Array.from({ length: 10 }, (_, i) => hers.send(text(me, `race her socket ${i}`)).then((a) => sent(a).message.seq)),
        ...Array.from({ length: 10 }, (_, i) =>
          httpSend(i % 2 ? me : her, i % 2 ? her : me, `race http ${i}`).then((r) => (r.outcome === 'created' ? r.message.seq : -1)),
        ),
      ]);
      expect([...racing].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 13));
      const stored = await messagesBetween(db, me, her);
      expect(stored.map((m) => m.seq)).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
      const [conversation] = (await db.query(`SELECT last_seq FROM conversations WHERE user_a_id = $1 AND user_b_id = $2`, [
        Math.min(me, her),
        Math.max(me, her),
      ])) as Array<{ last_seq: number }>;
      expect(conversation!.last_seq).toBe(42);
    });
  });
});
