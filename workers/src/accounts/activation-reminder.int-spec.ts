import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { JOBS } from '@amoretto/shared';
import { createDataSource } from '@amoretto/shared/db';
import type { DataSource } from 'typeorm';
import { loadWorkersConfig } from '../config/workers-config';
import { createWorkers } from '../workers.factory';
import { ActivationReminderProcessor } from './activation-reminder.processor';
import { eventually } from '../testing/eventually';

async function mailsTo(address: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await fetch(`${process.env.MAIL_WEB_URL}/api/email`);
  const all = (await res.json()) as Array<{ subject: string; text: string; to: Array<{ address: string }> }>;
  return all.filter((m) => m.to.some((t) => t.address === address));
}

describe('activation reminder', () => {
  let app: INestApplicationContext;
  let db: DataSource;
  let queue: Queue;

  beforeAll(async () => {
    const config = loadWorkersConfig({
      ...process.env,
      PORT: '4995',
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '50',
      PUBLIC_URL: 'http://localhost:4000',
      MAIL_LINK_HOST: 'site',
    });
    app = await createWorkers(config);
    await app.init();
    db = createDataSource(process.env.DATABASE_URL!);
    await db.initialize();
    queue = new Queue(JOBS['account.activation-reminder'], {
      connection: { url: process.env.REDIS_URL!, maxRetriesPerRequest: null },
      prefix: config.QUEUE_PREFIX,
    });
  });

  afterAll(async () => {
    await queue.close();
    await app.close();
    await db.destroy();
  });

  const member = async (status: 'not_confirmed' | 'active') => {
    const email = `reminder.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    const site = await db.query(`SELECT id FROM sites WHERE domain = 'amoretto.de'`);
    const [row] = await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country)
       VALUES ($1, 'x', 'Lena', '1994-05-05', $2, 'de', $3, 'DE') RETURNING id`,
      [email, status, site[0].id],
    );
    return { id: row.id as number, email };
  };

  it('mails a fresh activation link on the member’s site, in the member language, while the address is unconfirmed', async () => {
    const { id, email } = await member('not_confirmed');
    await queue.add('account.activation-reminder', { userId: id });
    const mails = await eventually(
      () => mailsTo(email),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Nur noch ein Schritt bei Amoretto');
    expect(mails[0]!.text).toMatch(/https:\/\/amoretto\.de\/api\/activate\.php\?token=[A-Za-z0-9_-]{40,}/);
    const tokens = await db.query(`SELECT count(*)::int AS n FROM account_tokens WHERE user_id = $1 AND kind = 'activation'`, [id]);
    expect(tokens[0].n).toBe(1);
  });

  it('queues one reminder however often its job runs (a re-run after a worker crash)', async () => {
    const { id, email } = await member('not_confirmed');
    const job = { jobId: 'outbox-x', key: `test-reminder-${id}`, attempt: 1 };
    const reminder = app.get(ActivationReminderProcessor);
    await Promise.all([reminder.remind({ userId: id }, job), reminder.remind({ userId: id }, { ...job, attempt: 2 })]);
    await reminder.remind({ userId: id }, { ...job, attempt: 3 });
    const queued = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE job_name = 'mail.send' AND payload->>'to' = $1`, [email]);
    expect(queued[0].n).toBe(1);
    const tokens = await db.query(`SELECT count(*)::int AS n FROM account_tokens WHERE user_id = $1 AND kind = 'activation'`, [id]);
    expect(tokens[0].n).toBe(1);
  });

  it('sends nothing once the address is confirmed', async () => {
    const { id, email } = await member('active');
    const job = await queue.add('account.activation-reminder', { userId: id });
    await eventually(
      async () => (await job.getState()) === 'completed',
      (done) => done,
    );
    // Give the outbox relay a few rounds to prove nothing was queued.
    await new Promise((r) => setTimeout(r, 400));
    expect(await mailsTo(email)).toEqual([]);
  });
});
