import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { AUTH_COOKIE, type ClientToServerEvents, type ServerToClientEvents } from '@amoretto/shared';
import { createDataSource, sessionCacheKey, sessionTokenHash } from '@amoretto/shared/db';
import { PRESENCE_TTL_MS, readPresence } from '@amoretto/shared/node';
import { loadGatewayConfig } from '../config/gateway-config';
import { createGateway } from '../gateway.factory';
import { PresenceTracker, VISIBILITY_WRITE_MS } from './presence-tracker.service';

const PUBLIC_URL = 'http://localhost:4000';
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('presence: which members have a live (visible) socket, for the workers', () => {
  let gateway: NestFastifyApplication;
  let url: string;
  const sockets: ClientSocket[] = [];
  const db = createDataSource(process.env.DATABASE_URL!);
  let redis: Redis;

  beforeAll(async () => {
    gateway = await createGateway(loadGatewayConfig({ ...process.env, LOG_LEVEL: 'silent', PUBLIC_URL }));
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(gateway.getHttpServer().address() as AddressInfo).port}`;
    redis = new Redis(process.env.REDIS_URL!);
    await db.initialize();
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await redis.quit();
    await db.destroy();
    await gateway.close();
  });

  const member = async (): Promise<number> => {
    const [row] = (await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country)
       VALUES ($1, 'x', 'Presente', '1990-01-01', 'active', 'it', (SELECT id FROM sites ORDER BY id LIMIT 1), 'IT') RETURNING id`,
      [`presence.${randomBytes(5).toString('hex')}@example.com`],
    )) as Array<{ id: number }>;
    return row!.id;
  };

  const connect = async (userId: number, auth: Record<string, unknown> = {}): Promise<ClientSocket> => {
    const token = randomBytes(32).toString('base64url');
    await redis.set(sessionCacheKey(sessionTokenHash(token)), String(userId), 'EX', 60);
    const socket: ClientSocket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { Origin: PUBLIC_URL, Cookie: `${AUTH_COOKIE}=${token}` },
      reconnection: false,
      auth,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };

  it('counts a connected member online and visible, and offline once the socket is gone, seen until then', async () => {
    const id = await member();
    expect(await readPresence(redis, id)).toEqual({ online: false, visible: false, lastSeenAt: null, lastVisibleAt: null });
    const socket = await connect(id);
    const online = await eventually(
      () => readPresence(redis, id),
      (p) => p.visible,
    );
    expect(online).toMatchObject({ online: true, visible: true });
    const before = Date.now();
    socket.disconnect();
    const gone = await eventually(
      () => readPresence(redis, id),
      (p) => !p.online,
    );
    expect(gone).toMatchObject({ online: false, visible: false });
    expect(gone.lastSeenAt).toBeGreaterThanOrEqual(before - 50);
    expect(gone.lastVisibleAt).toBe(gone.lastSeenAt);
  });

  it('follows the page’s visibility: said at the handshake and changed by presence.visibility', async () => {
    const id = await member();
    const socket = await connect(id, { visible: false });
    const hidden = await eventually(
      () => readPresence(redis, id),
      (p) => p.online,
    );
    expect(hidden).toMatchObject({ online: true, visible: false, lastVisibleAt: null });
    expect(await socket.emitWithAck('presence.visibility', { visible: true })).toEqual({ ok: true });
    expect(
      await eventually(
        () => readPresence(redis, id),
        (p) => p.visible,
      ),
    ).toMatchObject({ online: true, visible: true });
    await socket.emitWithAck('presence.visibility', { visible: false });
    expect(
      await eventually(
        () => readPresence(redis, id),
        (p) => !p.visible,
      ),
    ).toMatchObject({ online: true, visible: false });
    // Bad input is refused, not believed.
    expect(await socket.emitWithAck('presence.visibility', { visible: 'yes' } as never)).toEqual({ ok: false });
  });

  it('writes a burst of visibility changes as its last state', async () => {
    const id = await member();
    const socket = await connect(id);
    await eventually(
      () => readPresence(redis, id),
      (p) => p.visible,
    );
    for (let i = 0; i < 20; i++) socket.emit('presence.visibility', { visible: i % 2 === 1 });
    socket.emit('presence.visibility', { visible: false });
    await new Promise((resolve) => setTimeout(resolve, 2 * VISIBILITY_WRITE_MS));
    expect(await readPresence(redis, id)).toMatchObject({ online: true, visible: false });
  });

  it('keeps a member online while any of their sockets lives (a reconnect, a second tab)', async () => {
    const id = await member();
    const first = await connect(id);
    const second = await connect(id, { visible: false });
    first.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readPresence(redis, id)).toMatchObject({ online: true, visible: false });
    second.disconnect();
    expect(
      await eventually(
        () => readPresence(redis, id),
        (p) => !p.online,
      ),
    ).toMatchObject({ online: false });
  });

  it('lets an entry no gateway refreshes run out: a dead gateway leaves nobody online', async () => {
    const id = await member();
    await connect(id);
    await eventually(
      () => readPresence(redis, id),
      (p) => p.online,
    );
    expect(await readPresence(redis, id, Date.now() + PRESENCE_TTL_MS + 1_000)).toMatchObject({ online: false, visible: false });
    // A refresh moves the expiry on.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await gateway.get(PresenceTracker).refresh();
    const score = Number((await redis.zrange(`presence:${id}`, 0, 0, 'WITHSCORES'))[1]);
    expect(score).toBeGreaterThan(Date.now() + PRESENCE_TTL_MS - 1_000);
  });
});
