import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { AUTH_COOKIE, sessionRoom, userRoom, type ClientToServerEvents, type ServerToClientEvents } from '@amoretto/shared';
import { sessionCacheKey, sessionTokenHash } from '@amoretto/shared/db';
import { loadGatewayConfig } from '../config/gateway-config';
import { createGateway } from '../gateway.factory';

const PUBLIC_URL = 'http://localhost:4000';
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('realtime gateway', () => {
  let app: NestFastifyApplication;
  let url: string;
  let redis: Redis;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    const config = loadGatewayConfig({ ...process.env, PORT: '4998', LOG_LEVEL: 'silent', PUBLIC_URL });
    app = await createGateway(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    redis = new Redis(process.env.REDIS_URL!);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await redis.quit();
    await app.close();
  });

  const connect = (headers: Record<string, string>): ClientSocket => {
    const socket: ClientSocket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: headers, reconnection: false });
    sockets.push(socket);
    return socket;
  };

  const outcome = (socket: ClientSocket) =>
    new Promise<'connected' | string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });

  const liveSession = async (userId: string): Promise<string> => {
    const token = randomBytes(32).toString('base64url');
    await redis.set(sessionCacheKey(sessionTokenHash(token)), userId, 'EX', 60);
    return token;
  };

  it('rejects a socket without a session cookie', async () => {
    expect(await outcome(connect({ Origin: PUBLIC_URL }))).toBe('authentication_required');
  });

  it('rejects a socket whose session token is unknown', async () => {
    const token = randomBytes(32).toString('base64url');
    expect(await outcome(connect({ Origin: PUBLIC_URL, Cookie: `${AUTH_COOKIE}=${token}` }))).toBe('authentication_required');
  });

  it('rejects a handshake from a foreign origin even with a live session', async () => {
    const token = await liveSession('7');
    expect(await outcome(connect({ Origin: 'https://evil.example', Cookie: `${AUTH_COOKIE}=${token}` }))).not.toBe('connected');
  });

  it('accepts a live session, joins the member room and delivers events the backend emits through Redis', async () => {
    const token = await liveSession('4242');
    const socket = connect({ Origin: PUBLIC_URL, Cookie: `${AUTH_COOKIE}=${token}` });
    expect(await outcome(socket)).toBe('connected');

    const reply = await socket.timeout(5_000).emitWithAck('ping', { sentAt: Date.now() });
    expect(reply.serverTime).toEqual(expect.any(Number));

    const received = new Promise((resolve) => socket.once('session.ended', resolve));
    const emitter = new Emitter<ServerToClientEvents>(redis);
    emitter.to(userRoom('4242')).emit('session.ended', { reason: 'logout' });
    await expect(received).resolves.toEqual({ reason: 'logout' });
  });

  it("does not deliver another member's events", async () => {
    const token = await liveSession('5151');
    const socket = connect({ Origin: PUBLIC_URL, Cookie: `${AUTH_COOKIE}=${token}` });
    expect(await outcome(socket)).toBe('connected');
    const seen: unknown[] = [];
    const own = new Promise((resolve) => {
      socket.on('session.ended', (payload) => {
        seen.push(payload);
        resolve(payload);
      });
    });
    const emitter = new Emitter<ServerToClientEvents>(redis);
    // Redis pub/sub keeps publish order, so a leaked event for member 9999 would arrive first.
    emitter.to(userRoom('9999')).emit('session.ended', { reason: 'expired' });
    emitter.to(userRoom('5151')).emit('session.ended', { reason: 'logout' });
    await own;
    expect(seen).toEqual([{ reason: 'logout' }]);
  });

  it('disconnects exactly the sockets of a session the backend ends, on whichever gateway holds them', async () => {
    const ending = await liveSession('6161');
    const staying = await liveSession('6161');
    const a = connect({ Origin: PUBLIC_URL, Cookie: `${AUTH_COOKIE}=${ending}` });
    const b = connect({ Origin: PUBLIC_URL, Cookie: `${AUTH_COOKIE}=${staying}` });
    expect(await outcome(a)).toBe('connected');
    expect(await outcome(b)).toBe('connected');
    const gone = new Promise((resolve) => a.once('disconnect', resolve));
    // What SessionsService.revoke publishes on logout.
    new Emitter(redis).in(sessionRoom(sessionTokenHash(ending))).disconnectSockets(true);
    await expect(gone).resolves.toBe('io server disconnect');
    const reply = await b.timeout(5_000).emitWithAck('ping', { sentAt: Date.now() });
    expect(reply.serverTime).toEqual(expect.any(Number));
    expect(b.connected).toBe(true);
  });

  it('reports health', async () => {
    const res = await fetch(`${url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', redis: 'up' });
  });
});
