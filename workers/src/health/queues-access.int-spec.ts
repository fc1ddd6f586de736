import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { AUTH_COOKIE, OPERATOR_QUEUES_PATH, type OperatorRole } from '@amoretto/shared';
import { createDataSource, newSecretToken, OPERATOR_COOKIE, operatorSessionCacheKey, sessionTokenHash } from '@amoretto/shared/db';
import { loadWorkersConfig } from '../config/workers-config';
import { startHealthServer } from './health-server';

// Within this helper's port range (the workers' health server of the test, nothing else).
const PORT = 20_701;
const base = `http://127.0.0.1:${PORT}`;

describe('queue dashboard behind the operator login', () => {
  let db: DataSource;
  let redis: Redis;
  let health: Awaited<ReturnType<typeof startHealthServer>>;

  beforeAll(async () => {
    const config = loadWorkersConfig({ ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    db = await createDataSource(process.env.DATABASE_URL!).initialize();
    redis = new Redis(process.env.REDIS_URL!);
    health = await startHealthServer(config, db);
  });

  afterAll(async () => {
    await health.close();
    await redis.quit();
    await db.destroy();
  });

  /** An operator with a live session as the backend's login leaves it (the row; the cache is filled on first use). */
  async function operatorSession(role: OperatorRole): Promise<{ id: number; token: string }> {
    const email = `queues.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
    const [operator] = (await db.query(
      `INSERT INTO operators (email, name, role, password_hash, totp_secret) VALUES ($1, 'Board', $2, 'not-used-here', 'JBSWY3DPEHPK3PXP') RETURNING id`,
      [email, role],
    )) as Array<{ id: number }>;
    const token = newSecretToken();
    await db.query(`INSERT INTO operator_sessions (operator_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      operator!.id,
      sessionTokenHash(token),
    ]);
    return { id: operator!.id, token };
  }

  const get = (path: string, init: { cookie?: string; html?: boolean } = {}) =>
    fetch(`${base}${path}`, {
      redirect: 'manual',
      headers: { ...(init.cookie ? { cookie: init.cookie } : {}), accept: init.html ? 'text/html' : 'application/json' },
    });

  it('serves nothing under the dashboard without an operator session: the page goes to the login, the rest is 401', async () => {
    const page = await get(OPERATOR_QUEUES_PATH, { html: true });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/operator/login?redirect=${encodeURIComponent(OPERATOR_QUEUES_PATH)}`);
    for (const path of [`${OPERATOR_QUEUES_PATH}/api/queues`, `${OPERATOR_QUEUES_PATH}/static/favicon-32x32.png`]) {
      const res = await get(path);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('operator_login_required');
    }
    // The old address serves nothing either: it sends to the site's path.
    const old = await get('/queues', { html: true });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toMatch(/\/operator\/queues$/);
    expect((await get('/queues/api/queues')).status).toBe(301);
  });

  it('refuses a member session, an operator token under the member cookie, and operators other than admins', async () => {
    const admin = await operatorSession('admin');
    expect((await get(`${OPERATOR_QUEUES_PATH}/api/queues`, { cookie: `${AUTH_COOKIE}=${admin.token}` })).status).toBe(401);
    expect((await get(`${OPERATOR_QUEUES_PATH}/api/queues`, { cookie: `${OPERATOR_COOKIE}=${newSecretToken()}` })).status).toBe(401);
    for (const role of ['agent', 'moderator'] as const) {
      const { token } = await operatorSession(role);
      const res = await get(`${OPERATOR_QUEUES_PATH}/api/queues`, { cookie: `${OPERATOR_COOKIE}=${token}` });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('operator_role_forbidden');
    }
  });

  it("serves the dashboard and its data to an admin's session, until the session ends", async () => {
    const { token } = await operatorSession('admin');
    const cookie = `${OPERATOR_COOKIE}=${token}`;
    const page = await get(OPERATOR_QUEUES_PATH, { cookie, html: true });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`${OPERATOR_QUEUES_PATH}/`);
    const data = await get(`${OPERATOR_QUEUES_PATH}/api/queues`, { cookie });
    expect(data.status).toBe(200);
    expect(((await data.json()) as { queues: unknown[] }).queues.length).toBeGreaterThan(0);

    // Logout as the backend does it: the cached key, then the row.
    await redis.del(operatorSessionCacheKey(sessionTokenHash(token)));
    await db.query(`UPDATE operator_sessions SET revoked_at = now() WHERE token_hash = $1`, [sessionTokenHash(token)]);
    expect((await get(`${OPERATOR_QUEUES_PATH}/api/queues`, { cookie })).status).toBe(401);
  });

  it('keeps /health open', async () => {
    expect((await get('/health')).status).toBe(200);
  });
});
