import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { MailSendPayload } from '@amoretto/shared';
import { createDataSource } from '@amoretto/shared/db';
import { createIsolatedDatabase } from '@amoretto/shared/testing';
import { writePresence } from '@amoretto/shared/node';
import type { DataSource } from 'typeorm';
import { loadWorkersConfig } from '../config/workers-config';
import { createWorkers } from '../workers.factory';
import { RemindersProcessor } from './reminders.processor';

const DAY_MS = 24 * 3600 * 1000;

describe('reminder mails (type reminders)', () => {
  let app: INestApplicationContext;
  let db: DataSource;
  let redis: Redis;
  let siteId: number;

  let database: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    // A database and queue prefix of its own: the run looks at every member, and other test files'
    // members must neither be mailed nor decide these cases (nor their workers run these jobs).
    database = await createIsolatedDatabase('reminders');
    const config = loadWorkersConfig({
      ...process.env,
      DATABASE_URL: database.url,
      QUEUE_PREFIX: `reminders${Date.now()}`,
      PORT: '4993',
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '50',
    });
    app = await createWorkers(config);
    await app.init();
    db = createDataSource(database.url);
    await db.initialize();
    redis = new Redis(process.env.REDIS_URL!);
    [{ id: siteId }] = await db.query(`SELECT id FROM sites WHERE domain = 'amoretto.it'`);
  }, 60_000);

  afterAll(async () => {
    await redis.quit();
    await app.close();
    await db.destroy();
    await database.drop();
  });

  const remind = () => app.get(RemindersProcessor).run();

  const member = async (seed: { signedUpDaysAgo: number; off?: string[]; fictional?: boolean; status?: string }) => {
    const email = `reminder.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    const [row] = await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, fictional, email_notifications_off,
                          signup_date)
       VALUES ($1, 'x', 'Marco', '1990-03-03', $2, 'it', $3, 'IT', $4, $5, now() - $6 * interval '1 day') RETURNING id`,
      [email, seed.status ?? 'active', siteId, seed.fictional ?? false, seed.off ?? [], seed.signedUpDaysAgo],
    );
    return { id: row.id as number, email };
  };

  /** The member's socket was last live `daysAgo` days ago, as the gateways record it. */
  const lastSeen = async (userId: number, daysAgo: number) => {
    const pipeline = redis.pipeline();
    const at = Date.now() - daysAgo * DAY_MS;
    writePresence(pipeline, { userId, socketId: `reminder-${userId}`, visible: false }, at, { ttlMs: 1 });
    await pipeline.exec();
  };

  const queuedTo = async (email: string): Promise<MailSendPayload[]> =>
    (
      (await db.query(`SELECT payload FROM outbox WHERE job_name = 'mail.send' AND payload->>'to' = $1 ORDER BY id`, [email])) as Array<{
        payload: MailSendPayload;
      }>
    ).map((r) => r.payload);

  it('reminds a member away a week once, in their language, however often it runs; not again within two weeks', async () => {
    const away = await member({ signedUpDaysAgo: 60 });
    await lastSeen(away.id, 9);
    await member({ signedUpDaysAgo: 2 }); // someone joined since
    await remind();
    await remind();
    const mails = await queuedTo(away.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('ti stanno aspettando');
    expect(mails[0]!.headers?.['List-Unsubscribe']).toContain(`/api/unsubscribe/${away.id}.reminders.`);

    // Ten days later they are still away: the quiet time holds.
    await db.query(`UPDATE reminder_mails SET sent_at = now() - interval '10 days' WHERE user_id = $1`, [away.id]);
    await remind();
    expect(await queuedTo(away.email)).toHaveLength(1);
    // After two weeks, one more.
    await db.query(`UPDATE reminder_mails SET sent_at = now() - interval '15 days' WHERE user_id = $1`, [away.id]);
    await remind();
    expect(await queuedTo(away.email)).toHaveLength(2);
  });

  it('leaves alone members seen this week, new members, members with the type off, fictional and inactive ones', async () => {
    const seen = await member({ signedUpDaysAgo: 60 });
    await lastSeen(seen.id, 2);
    const fresh = await member({ signedUpDaysAgo: 3 });
    const off = await member({ signedUpDaysAgo: 60, off: ['reminders'] });
    const fictional = await member({ signedUpDaysAgo: 60, fictional: true });
    const unconfirmed = await member({ signedUpDaysAgo: 60, status: 'not_confirmed' });
    await member({ signedUpDaysAgo: 1 });
    await remind();
    for (const m of [seen, fresh, off, fictional, unconfirmed]) expect(await queuedTo(m.email)).toEqual([]);
  });
});
