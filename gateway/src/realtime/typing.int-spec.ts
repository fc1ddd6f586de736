import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { AUTH_COOKIE, MAX_ID, type ClientToServerEvents, type ServerEventPayloads, type ServerToClientEvents } from '@amoretto/shared';
import { createDataSource, sessionCacheKey, sessionTokenHash } from '@amoretto/shared/db';
import { loadGatewayConfig } from '../config/gateway-config';
import { createGateway } from '../gateway.factory';
import { TYPING_PER_SECOND } from './typing-relay.service';

const PUBLIC_URL = 'http://localhost:4000';
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Typing = ServerEventPayloads['typing.changed'];

interface Connected {
  socket: ClientSocket;
  /** Every typing.changed this socket received, in order. */
  typing: Typing[];
  next: () => Promise<Typing>;
}

describe('typing relay', () => {
  const gateways: NestFastifyApplication[] = [];
  const urls: string[] = [];
  const sockets: ClientSocket[] = [];
  const db = createDataSource(process.env.DATABASE_URL!);
  let redis: Redis;

  beforeAll(async () => {
    // Two gateways on one Redis: the partner's socket may sit on the other one.
    for (let i = 0; i < 2; i++) {
      const app = await createGateway(loadGatewayConfig({ ...process.env, LOG_LEVEL: 'silent', PUBLIC_URL }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      gateways.push(app);
      urls.push(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`);
    }
    redis = new Redis(process.env.REDIS_URL!);
    await db.initialize();
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await redis.quit();
    await db.destroy();
    for (const app of gateways) await app.close();
  });

  const member = async (): Promise<number> => {
    const [row] = (await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality)
       VALUES ($1, 'x', 'Typist', '1990-01-01', 'active', 'nl', (SELECT id FROM sites WHERE 'NL' = ANY(countries) ORDER BY id LIMIT 1),
               'NL', 'female', 'hetero')
       RETURNING id`,
      [`typing.${randomBytes(5).toString('hex')}@example.com`],
    )) as Array<{ id: number }>;
    return row!.id;
  };

  const conversation = async (x: number, y: number): Promise<number> => {
    const [row] = (await db.query(`INSERT INTO conversations (user_a_id, user_b_id, started_by) VALUES ($1, $2, $1) RETURNING id`, [
      Math.min(x, y),
      Math.max(x, y),
    ])) as Array<{ id: number }>;
    return row!.id;
  };

  const connect = async (userId: number, gateway = 0): Promise<Connected> => {
    const token = randomBytes(32).toString('base64url');
    await redis.set(sessionCacheKey(sessionTokenHash(token)), String(userId), 'EX', 60);
    const socket: ClientSocket = io(urls[gateway]!, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { Origin: PUBLIC_URL, Cookie: `${AUTH_COOKIE}=${token}` },
      reconnection: false,
    });
    sockets.push(socket);
    const typing: Typing[] = [];
    const waiters: Array<(t: Typing) => void> = [];
    socket.on('typing.changed', (payload) => {
      typing.push(payload);
      waiters.shift()?.(payload);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    let seen = 0;
    const next = () =>
      new Promise<Typing>((resolve, reject) => {
        const index = seen++;
        if (typing[index]) return resolve(typing[index]);
        const timer = setTimeout(() => reject(new Error('no typing.changed arrived')), 5_000);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(typing[index]!);
        });
      });
    return { socket, typing, next };
  };

  const typing = (from: Connected, payload: unknown) =>
    (from.socket.timeout(5_000) as unknown as { emitWithAck: (event: string, payload: unknown) => Promise<{ ok: boolean }> }).emitWithAck(
      'typing',
      payload,
    );

  /** Sender on gateway A, partner on gateway B, and a bystander on each. */
  const scene = async () => {
    const [senderId, partnerId, otherId] = [await member(), await member(), await member()];
    const conversationId = await conversation(senderId, partnerId);
    const sender = await connect(senderId, 0);
    const senderElsewhere = await connect(senderId, 1);
    const partner = await connect(partnerId, 1);
    const other = await connect(otherId, 0);
    // Rooms on the other gateway are joined through Redis asynchronously: wait for a relay to land.
    await typing(sender, { conversation_id: conversationId, typing: false });
    await partner.next();
    return { senderId, partnerId, otherId, conversationId, sender, senderElsewhere, partner, other };
  };

  it('relays typing to the partner on the other gateway, and to nobody else', async () => {
    const s = await scene();
    await expect(typing(s.sender, { conversation_id: s.conversationId, typing: true })).resolves.toEqual({ ok: true });
    await expect(s.partner.next()).resolves.toEqual({ conversation: { id: s.conversationId }, profile_id: s.senderId, typing: true });

    // And back: the partner's typing reaches the sender's sockets on both gateways.
    await expect(typing(s.partner, { conversation_id: s.conversationId, typing: true })).resolves.toEqual({ ok: true });
    const back = { conversation: { id: s.conversationId }, profile_id: s.partnerId, typing: true };
    await expect(s.sender.next()).resolves.toEqual(back);
    await expect(s.senderElsewhere.next()).resolves.toEqual(back);
    expect(s.other.typing).toEqual([]);
    expect(s.sender.typing).toEqual([back]);
    expect(s.partner.typing).toHaveLength(2);
  });

  it.each(['sender', 'partner'] as const)('relays nothing between a blocked pair (blocked by the %s)', async (blocker) => {
    const s = await scene();
    const [blockerId, blockedId] = blocker === 'sender' ? [s.senderId, s.partnerId] : [s.partnerId, s.senderId];
    // Blocking removes the conversation; the row is kept here to show the gateway checks blocks itself.
    await db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [blockerId, blockedId]);
    await expect(typing(s.sender, { conversation_id: s.conversationId, typing: true })).resolves.toEqual({ ok: false });
    await expect(typing(s.partner, { conversation_id: s.conversationId, typing: true })).resolves.toEqual({ ok: false });

    // Once unblocked, the next relay is the first thing either of them receives since.
    await db.query(`DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId]);
    await expect(typing(s.sender, { conversation_id: s.conversationId, typing: false })).resolves.toEqual({ ok: true });
    await expect(s.partner.next()).resolves.toMatchObject({ profile_id: s.senderId, typing: false });
    expect(s.sender.typing).toEqual([]);
  });

  it('relays nothing for a conversation the sender is not in', async () => {
    const s = await scene();
    await expect(typing(s.other, { conversation_id: s.conversationId, typing: true })).resolves.toEqual({ ok: false });
    await expect(typing(s.other, { conversation_id: MAX_ID, typing: true })).resolves.toEqual({ ok: false });
    await expect(typing(s.sender, { conversation_id: s.conversationId, typing: false })).resolves.toEqual({ ok: true });
    await expect(s.partner.next()).resolves.toMatchObject({ profile_id: s.senderId, typing: false });
    expect(s.sender.typing).toEqual([]);
  });

  it('refuses payloads that are not a positive integer id and a boolean', async () => {
    const s = await scene();
    const id = s.conversationId;
    const bad: unknown[] = [
      null,
      'typing',
      { conversation_id: String(id), typing: true },
      { conversation_id: id, typing: 'true' },
      { conversation_id: id },
      { typing: true },
      { conversation_id: 0, typing: true },
      { conversation_id: -id, typing: true },
      { conversation_id: id + 0.5, typing: true },
      { conversation_id: 2_147_483_648, typing: true },
    ];
    for (const payload of bad) {
      // The throttle must not be what refuses them.
      await new Promise((resolve) => setTimeout(resolve, 1_000 / TYPING_PER_SECOND));
      await expect(typing(s.sender, payload)).resolves.toEqual({ ok: false });
    }
    await expect(typing(s.sender, { conversation_id: id, typing: true })).resolves.toEqual({ ok: true });
    await expect(s.partner.next()).resolves.toMatchObject({ typing: true });
    expect(s.partner.typing).toHaveLength(2);
  });

  it(`relays at most ${TYPING_PER_SECOND} typing events per socket and second`, async () => {
    const s = await scene();
    // A fresh window: the scene's own relay counted in the previous one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const acks = await Promise.all(
      Array.from({ length: 12 }, (_, i) => typing(s.sender, { conversation_id: s.conversationId, typing: i % 2 === 0 })),
    );
    const relayed = acks.filter((a) => a.ok).length;
    expect(relayed).toBe(TYPING_PER_SECOND);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expect(typing(s.sender, { conversation_id: s.conversationId, typing: false })).resolves.toEqual({ ok: true });
  });
});
