import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { OPERATOR_QUEUES_PATH, type OperatorRole } from '@amoretto/shared';
import { createDataSource, newSecretToken, OPERATOR_COOKIE, sessionTokenHash } from '@amoretto/shared/db';
import { loadWorkersConfig } from '../config/workers-config';
import { startHealthServer } from './health-server';

const PORT = 20_702;
const base = `http://127.0.0.1:${PORT}`;

describe('workers /metrics and the console’s queue counts', () => {
  const prefix = `metrics-${Date.now()}`;
  let db: DataSource;
  let health: Awaited<ReturnType<typeof startHealthServer>>;
  let mail: Queue;

  beforeAll(async () => {
    const config = loadWorkersConfig({ ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent', QUEUE_PREFIX: prefix });
    db = await createDataSource(process.env.DATABASE_URL!).initialize();
    health = await startHealthServer(config, db);
    // Two jobs waiting on the mail queue of this prefix (no worker runs here).
    mail = new Queue('mail', { connection: { url: process.env.REDIS_URL!, maxRetriesPerRequest: null }, prefix });
    await mail.add('mail.send', { to: 'a@example.com' });
    await mail.add('mail.send', { to: 'b@example.com' });
  });

  afterAll(async () => {
    await mail.obliterate({ force: true });
    await mail.close();
    await health.close();
    await db.destroy();
  });

  async function operatorCookie(role: OperatorRole): Promise<string> {
    const [operator] = (await db.query(
      `INSERT INTO operators (email, name, role, password_hash, totp_secret) VALUES ($1, 'Board', $2, 'not-used-here', 'JBSWY3DPEHPK3PXP') RETURNING id`,
      [`metrics.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, role],
    )) as Array<{ id: number }>;
    const token = newSecretToken();
    await db.query(`INSERT INTO operator_sessions (operator_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      operator!.id,
      sessionTokenHash(token),
    ]);
    return `${OPERATOR_COOKIE}=${token}`;
  }

  it('shows queue depths by state, job outcomes and process metrics to a local scraper', async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^workers_queue_jobs\{queue="mail",state="waiting",app="workers"\} 2$/m);
    expect(text).toMatch(/^workers_queue_jobs\{queue="notify",state="failed",app="workers"\} 0$/m);
    expect(text).toContain('# TYPE workers_jobs_total counter');
    expect(text).toMatch(/^process_cpu_user_seconds_total\{app="workers"\} /m);
  });

  it('refuses /metrics to anything a proxy passed on', async () => {
    const res = await fetch(`${base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(res.status).toBe(404);
  });

  it('gives admins the queue counts for the console home, and no one else', async () => {
    const res = await fetch(`${base}${OPERATOR_QUEUES_PATH}/counts.json`, { headers: { cookie: await operatorCookie('admin') } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { queues: Record<string, { waiting: number; failed: number }> };
    expect(body.queues.mail).toMatchObject({ waiting: 2, failed: 0 });
    expect(Object.keys(body.queues)).toEqual(expect.arrayContaining(['mail', 'notify', 'payments', 'campaign-mail']));
    expect((await fetch(`${base}${OPERATOR_QUEUES_PATH}/counts.json`, { headers: { cookie: await operatorCookie('agent') } })).status).toBe(
      403,
    );
    expect((await fetch(`${base}${OPERATOR_QUEUES_PATH}/counts.json`)).status).toBe(401);
  });
});
