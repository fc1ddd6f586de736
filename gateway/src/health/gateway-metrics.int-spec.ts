import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { AUTH_COOKIE } from '@amoretto/shared';
import { sessionCacheKey, sessionTokenHash } from '@amoretto/shared/db';
import { loadGatewayConfig } from '../config/gateway-config';
import { createGateway } from '../gateway.factory';

const PUBLIC_URL = 'http://localhost:4000';
const TOKEN = 'gateway-metrics-token-0123456789';

describe('gateway /metrics', () => {
  let app: NestFastifyApplication;
  let url: string;
  let redis: Redis;
  let socket: Socket | undefined;

  beforeAll(async () => {
    app = await createGateway(loadGatewayConfig({ ...process.env, PORT: '4997', LOG_LEVEL: 'silent', PUBLIC_URL, METRICS_TOKEN: TOKEN }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    redis = new Redis(process.env.REDIS_URL!);
  });

  afterAll(async () => {
    socket?.disconnect();
    await redis.quit();
    await app.close();
  });

  const metrics = (headers: Record<string, string> = {}) => fetch(`${url}/metrics`, { headers });

  it('counts the sockets connected and names its message and event counters, with the process metrics', async () => {
    const token = randomBytes(32).toString('base64url');
    await redis.set(sessionCacheKey(sessionTokenHash(token)), '4343', 'EX', 60);
    socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { Origin: PUBLIC_URL, Cookie: `${AUTH_COOKIE}=${token}` },
    });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });

    const res = await metrics();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^gateway_sockets_connected\{app="gateway"\} 1$/m);
    expect(text).toContain('# TYPE gateway_messages_sent_total counter');
    expect(text).toContain('# TYPE gateway_events_delivered_total counter');
    expect(text).toMatch(/^process_resident_memory_bytes\{app="gateway"\} \d+/m);
  });

  it('refuses the public: anything a proxy passed on, unless it carries the token', async () => {
    const proxied = await metrics({ 'X-Forwarded-For': '203.0.113.9' });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain('gateway_');
    expect((await metrics({ 'X-Forwarded-For': '203.0.113.9', Authorization: 'Bearer wrong-token' })).status).toBe(404);
    expect((await metrics({ 'X-Forwarded-For': '203.0.113.9', Authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });
});
