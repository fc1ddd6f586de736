import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Controller, Get, Req } from '@nestjs/common';
import { ERROR_CODES } from '@amoretto/shared';
import { sessionCacheKey, sessionTokenHash } from '@amoretto/shared/db';
import { AUTH_COOKIE } from '@amoretto/shared';
import { Redis } from 'ioredis';
import { errorMessage } from '@amoretto/shared/node';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { bootBackend, TEST_PUBLIC_URL, type TestBackend } from '../testing/test-app';

// A probe route behind the real session guard, standing in for the member endpoints
// that later issues add.
@Controller('api/test-probe')
class ProbeController {
  @Get('me')
  @Authenticated()
  me(@Req() request: AuthenticatedRequest): { userId: number } {
    return { userId: request.userId };
  }
}

describe('HTTP contract: errors, sessions, origins, headers', () => {
  let backend: TestBackend;
  let redis: Redis;
  beforeAll(async () => {
    backend = await bootBackend({ extra: { controllers: [ProbeController] } });
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    await redis.quit();
    await backend.close();
  });

  it('answers 403 authentication_required without a session', async () => {
    const res = await backend.http().get('/api/test-probe/me').expect(403);
    expect(res.body).toEqual({ error: { code: 'authentication_required', message: expect.any(String) } });
  });

  it('answers 403 authentication_required for an unknown session token', async () => {
    const res = await backend
      .http()
      .get('/api/test-probe/me')
      .set('Cookie', `${AUTH_COOKIE}=${'x'.repeat(43)}`)
      .expect(403);
    expect(res.body.error.code).toBe('authentication_required');
  });

  it('lets a live session through', async () => {
    const token = `probe-${Date.now()}-${Math.random().toString(36).slice(2)}-token`;
    await redis.set(sessionCacheKey(sessionTokenHash(token)), '42', 'EX', 60);
    const res = await backend.http().get('/api/test-probe/me').set('Cookie', `${AUTH_COOKIE}=${token}`).expect(200);
    expect(res.body).toEqual({ userId: 42 });
  });

  it('gives unknown paths a 404 in the error shape, translated per locale cookie', async () => {
    const it404 = await backend.http().get('/api/no-such-thing').expect(404);
    const en404 = await backend.http().get('/api/no-such-thing').set('Cookie', 'locale=en').expect(404);
    expect(it404.body.error.code).toBe('not_found');
    expect(en404.body.error.code).toBe('not_found');
    expect(it404.body.error.message).not.toEqual(en404.body.error.message);
    expect(it404.body.error.message).not.toBe('not_found');
  });

  it('has a translated message for every error code in every locale', async () => {
    for (const locale of ['it', 'en', 'de', 'es', 'fr', 'nl', 'pl'] as const) {
      for (const code of ERROR_CODES) expect(errorMessage(code, locale)).not.toBe(code);
    }
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const res = await backend
      .http()
      .post('/api/page-hidden.php')
      .set('Host', 'localhost:4000')
      .set('Origin', 'https://evil.example')
      .send({})
      .expect(403);
    expect(res.body.error.code).toBe('cross_site_request');
  });

  it('refuses a state-changing request the browser marks cross-site', async () => {
    const res = await backend.http().post('/api/page-hidden.php').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403);
    expect(res.body.error.code).toBe('cross_site_request');
  });

  it('accepts the same-origin page-hidden beacon and counts it', async () => {
    const path = `/probe-${Date.now()}`;
    await backend
      .http()
      .post('/api/page-hidden.php')
      .set('Host', 'nl.localhost:4000')
      .set('Origin', 'http://nl.localhost:4000')
      .send({ path })
      .expect(204);
    await backend
      .http()
      .post('/api/page-hidden.php')
      .set('Origin', TEST_PUBLIC_URL)
      .set('Host', 'nl.localhost:4000')
      .send({ path })
      .expect(204);
    const day = new Date().toISOString().slice(0, 10);
    expect(Number(await redis.hget(`page-hidden:${day}`, `nl.localhost${path}`))).toBe(2);
  });

  it('refuses unknown and malformed body fields with validation_failed', async () => {
    const unknown = await backend.http().post('/api/page-hidden.php').send({ path: '/x', admin: true }).expect(400);
    expect(unknown.body.error.code).toBe('validation_failed');
    expect(unknown.body.error.fields).toHaveProperty('admin');
    const malformed = await backend.http().post('/api/page-hidden.php').send({ path: 'no-slash' }).expect(400);
    expect(malformed.body.error.fields).toHaveProperty('path');
  });

  it('answers malformed JSON with bad_request in the error shape', async () => {
    const res = await backend.http().post('/api/page-hidden.php').set('Content-Type', 'application/json').send('{"path":').expect(400);
    expect(res.body.error.code).toBe('bad_request');
  });

  it('sends security headers', async () => {
    const res = await backend.http().get('/api/interests.php').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('compresses answers of 1 KiB and more as the client accepts, and small ones not at all', async () => {
    // The bytes as they leave the server (supertest would decompress them), over a real socket.
    const server = backend.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, acceptEncoding: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as unknown;
    const plain = await get('/api/settings.php', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    // What Chrome sends.
    const browser = await get('/api/settings.php', 'gzip, deflate, br, zstd');
    expect(['br', 'gzip']).toContain(browser.headers['content-encoding']);

    const br = await get('/api/settings.php', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(json(brotliDecompressSync(br.body))).toEqual(json(plain.body));

    const gzip = await get('/api/settings.php', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(json(gunzipSync(gzip.body))).toEqual(json(plain.body));

    const small = await get('/health', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(json(small.body)).toEqual({ status: 'ok', postgres: 'up', redis: 'up' });
    await new Promise((resolve) => server.close(resolve));
  });

  it('reports health of Postgres and Redis', async () => {
    const res = await backend.http().get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', postgres: 'up', redis: 'up' });
  });
});
