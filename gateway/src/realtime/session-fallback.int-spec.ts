import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { AUTH_COOKIE, type ApiErrorBody, type MessageSendAck } from '@amoretto/shared';
import { createDataSource, sessionCacheKey, sessionTokenHash } from '@amoretto/shared/db';
import { RedisServer, TcpProxy, targetOf } from '@amoretto/shared/testing';
import { createMember, grantCredits, MemberSocket, TEST_PUBLIC_URL } from '../chats/socket-send-test-helpers';
import { loadGatewayConfig } from '../config/gateway-config';
import { createGateway } from '../gateway.factory';
import { RealtimeGateway } from './realtime.gateway';
import { GATEWAY_REDIS } from './redis.provider';

/** Far below a hang, generous for a busy machine. */
const DEADLINE_MS = 2_000;

/**
 * Faults around a gateway's sessions and sends. Its Redis is a server of this test's own
 * (the test empties and stops it), its Postgres is reached through a proxy the test cuts.
 */
describe('gateway sessions and sends when Redis or Postgres fail', () => {
  let redisServer: RedisServer;
  let redis: Redis;
  let proxy: TcpProxy;
  let gateway: NestFastifyApplication;
  let url: string;
  const db = createDataSource(process.env.DATABASE_URL!);
  const sockets: MemberSocket[] = [];

  beforeAll(async () => {
    redisServer = await RedisServer.start();
    redis = new Redis(redisServer.url);
    proxy = await TcpProxy.start(targetOf(process.env.DATABASE_URL!, 5432));
    await db.initialize();
    gateway = await createGateway(
      loadGatewayConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        PUBLIC_URL: TEST_PUBLIC_URL,
        REDIS_URL: redisServer.url,
        DATABASE_URL: proxy.urlFor(process.env.DATABASE_URL!),
      }),
    );
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(gateway.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const s of sockets) s.socket.disconnect();
    await gateway?.close();
    redis?.disconnect();
    await redisServer?.stop();
    await proxy?.close();
    await db.destroy();
  });

  afterEach(() => proxy.restore());

  // ioredis prints this for every connection error of a client without an error listener.
  const unhandled = () => printed.filter((args) => String(args[0]).includes('Unhandled error event'));
  const printed: unknown[][] = [];
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args));
  });

  /** A session as the backend stores it (Postgres) and caches it (Redis). */
  async function login(userId: number, { revoked = false } = {}): Promise<{ cookie: string; key: string }> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = sessionTokenHash(token);
    await db.query(`INSERT INTO sessions (user_id, token_hash, expires_at, revoked_at) VALUES ($1, $2, now() + interval '1 day', $3)`, [
      userId,
      tokenHash,
      revoked ? new Date() : null,
    ]);
    const key = sessionCacheKey(tokenHash);
    if (!revoked) await redis.set(key, String(userId), 'EX', 86_400);
    return { cookie: `${AUTH_COOKIE}=${token}`, key };
  }

  /** Resolves with 'connected' or the handshake's error; the deadline turns a hang into a failure. */
  async function handshake(cookie: string): Promise<{ outcome: string; socket: MemberSocket }> {
    const socket = new MemberSocket(url, { Cookie: cookie });
    sockets.push(socket);
    const outcome = await Promise.race([
      socket.connected().then(
        () => 'connected',
        (error: Error) => error.message,
      ),
      new Promise<string>((resolve) => setTimeout(() => resolve('no answer within the deadline'), DEADLINE_MS)),
    ]);
    return { outcome, socket };
  }

  it('authenticates a socket after Redis lost its data, from the session in Postgres, and caches it again', async () => {
    const member = await createMember(db);
    const { cookie, key } = await login(member);
    expect((await handshake(cookie)).outcome).toBe('connected');
    await redis.flushdb();
    expect((await handshake(cookie)).outcome).toBe('connected');
    expect(await redis.get(key)).toBe(String(member));
  });

  it('still refuses a session that Postgres says was revoked', async () => {
    const member = await createMember(db);
    const { cookie } = await login(member, { revoked: true });
    expect((await handshake(cookie)).outcome).toBe('authentication_required');
    const unknown = `${AUTH_COOKIE}=${randomBytes(32).toString('base64url')}`;
    expect((await handshake(unknown)).outcome).toBe('authentication_required');
  });

  it('answers a send that cannot reach Postgres with 503 service_unavailable, and stores it once back', async () => {
    const sender = await createMember(db, { paid_user: true });
    const partner = await createMember(db);
    await grantCredits(db, sender, 100);
    const { socket } = await handshake((await login(sender)).cookie);
    const payload = { profile_id: partner, client_id: randomUUID(), body: 'Ciao!' };
    proxy.cut();
    const ack = await socket.send(payload);
    expect(ack).toMatchObject({ status: 503, error: { code: 'service_unavailable' } });
    expect((ack as ApiErrorBody).error.message).toEqual(expect.any(String));
    proxy.restore();
    // What the client does with a 503: the same client_id again.
    let again: MessageSendAck = ack;
    const until = Date.now() + 15_000;
    while (again.status === 503 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await socket.send(payload);
    }
    expect(again).toMatchObject({ status: 201, message: { client_id: payload.client_id, body: 'Ciao!' } });
  });

  it('authenticates sockets while Redis is down, at once, from Postgres', async () => {
    const member = await createMember(db);
    const { cookie } = await login(member);
    await redisServer.stop();
    const { outcome } = await handshake(cookie);
    expect(outcome).toBe('connected');
  });

  it('gave every Redis client an error listener (without one ioredis prints each failed reconnect)', () => {
    const adapter = gateway.get(RealtimeGateway).server.of('/').adapter as unknown as { pubClient: Redis; subClient: Redis };
    const clients = [gateway.get<Redis>(GATEWAY_REDIS), adapter.pubClient, adapter.subClient];
    // The adapter adds a listener of its own that only reports a missing one; ours comes on top.
    expect(clients.map((c) => c.listenerCount('error'))).toEqual([1, 2, 2]);
    expect(unhandled()).toEqual([]);
  });
});
