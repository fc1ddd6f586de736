import type { INestApplicationContext } from '@nestjs/common';
import { createDataSource, enqueueInTransaction } from '@amoretto/shared/db';
import { createIsolatedDatabase } from '@amoretto/shared/testing';
import type { DataSource } from 'typeorm';
import { loadWorkersConfig } from '../config/workers-config';
import { SmtpSink } from '../testing/smtp-sink';
import { createWorkers } from '../workers.factory';
import { CampaignMailProcessor } from './campaign-mail.processor';
import { eventually } from '../testing/eventually';

const SMTP_PORT = 20325;
const RATE = 40;
const MEMBERS = 300;

describe('campaign mails', () => {
  const sink = new SmtpSink();
  let app: INestApplicationContext;
  let db: DataSource;
  let drop: () => Promise<void>;

  // A database and queue prefix of its own: workers of other test files would otherwise relay and
  // run this file's jobs (and this file's workers theirs) with another SMTP server and rate.
  beforeAll(async () => {
    await sink.start(SMTP_PORT);
    const isolated = await createIsolatedDatabase('campaigns');
    drop = isolated.drop;
    const config = loadWorkersConfig({
      ...process.env,
      DATABASE_URL: isolated.url,
      QUEUE_PREFIX: `campaigns-${Date.now()}`,
      PORT: '20301',
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '50',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      CAMPAIGN_MAILS_PER_SECOND: String(RATE),
      MAIL_LINK_HOST: 'site',
    });
    app = await createWorkers(config);
    await app.init();
    db = createDataSource(isolated.url);
    await db.initialize();
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await db.destroy();
    await drop();
    await sink.stop();
  }, 30_000);

  it('mails a few hundred members once each, at the set rate, in batches, while account and chat mails pass at once', async () => {
    const run = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const [{ id: siteId }] = await db.query(`SELECT id FROM sites WHERE domain = 'amoretto.nl'`);
    // Members of the Dutch site, and some the campaign must leave out.
    await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, fictional, email_notifications_off, notifications_disabled)
       SELECT 'campaign.' || $1 || '.' || n || '@example.com', 'x', 'Lid ' || n, '1990-01-01', 'active', 'nl', $2, 'NL',
              n % 50 = 1, CASE WHEN n % 50 = 2 THEN '{promotions}'::text[] ELSE '{}' END, CASE WHEN n % 50 = 3 THEN '{bounce}'::text[] ELSE '{}' END
         FROM generate_series(1, $3) n`,
      [run, siteId, MEMBERS],
    );
    const [{ n: expected }] = await db.query(
      `SELECT count(*)::int AS n FROM users WHERE site_id = $1 AND status = 'active' AND fictional = false AND notifications_disabled = '{}'
          AND NOT ('promotions' = ANY(email_notifications_off))`,
      [siteId],
    );
    // Six each of fictional, type off and bounced in 300.
    expect(expected).toBe(MEMBERS - 18);

    const campaignId = await db.transaction(async (manager) => {
      const [row] = await manager.query(
        `INSERT INTO mail_campaigns (type, texts, path, site_id, status, started_at)
         VALUES ('promotions', $1, '/credits', $2, 'sending', now()) RETURNING id`,
        [
          JSON.stringify({
            nl: {
              subject: 'Alleen vandaag: 20% extra credits',
              paragraphs: ['Koop vandaag credits en krijg er 20% bij.'],
              button: 'Naar de credits',
            },
          }),
          siteId,
        ],
      );
      await enqueueInTransaction(manager, 'campaign.batch', { campaignId: row.id as number, afterUserId: 0 });
      return row.id as number;
    });

    // A chat mail queued while the campaign runs is delivered at once, not after it.
    await eventually(
      () => sink.mails.length,
      (n) => n >= 20,
      10_000,
    );
    const queuedAt = Date.now();
    await db.transaction((manager) =>
      enqueueInTransaction(manager, 'mail.send', { to: `chat.${run}@example.com`, subject: 'Nieuw bericht', text: 'Hoi' }),
    );
    const chatMail = await eventually(
      () => sink.mails.find((m) => m.to.includes(`chat.${run}@example.com`)),
      (m) => m !== undefined,
      5_000,
    );
    expect(chatMail).toBeDefined();
    expect(chatMail!.at - queuedAt).toBeLessThan(2_000);

    const [campaign] = await eventually(
      () =>
        db.query(`SELECT status, sent_count FROM mail_campaigns WHERE id = $1`, [campaignId]) as Promise<
          Array<{ status: string; sent_count: number }>
        >,
      (rows) => rows[0]?.status === 'sent',
      (expected / RATE) * 1000 + 20_000,
    );
    expect(campaign).toEqual({ status: 'sent', sent_count: expected });
    const campaignMails = sink.mails.filter((m) => m.data.includes('Alleen vandaag'));
    expect(campaignMails).toHaveLength(expected);
    expect(new Set(campaignMails.flatMap((m) => m.to)).size).toBe(expected);
    // Throttled: n mails at RATE a second take at least (n - 1) / RATE seconds (a little slack for timers).
    const spread = campaignMails.at(-1)!.at - campaignMails[0]!.at;
    expect(spread).toBeGreaterThanOrEqual(((expected - 1) / RATE) * 1000 * 0.9);
    // Each in the member's language, with one-click unsubscribe for its own type.
    const sample = campaignMails.find((m) => m.to[0]!.startsWith(`campaign.${run}.`))!;
    expect(sample.data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(sample.data.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: <mailto:unsubscribe\+\d+\.promotions\.[0-9a-f]{24}@[^>]+>, <https:\/\/amoretto\.nl\/api\/unsubscribe\/\d+\.promotions\.[0-9a-f]{24}>\r?$/m,
    );
    expect(sample.from).toMatch(/^bounce\+\d+\.promotions\./);

    // The fictional, the type-off and the bounced were left out.
    const leftOut = await db.query(
      `SELECT count(*)::int AS n FROM campaign_deliveries d JOIN users u ON u.id = d.user_id
        WHERE d.campaign_id = $1 AND (u.fictional OR u.notifications_disabled <> '{}' OR 'promotions' = ANY(u.email_notifications_off))`,
      [campaignId],
    );
    expect(leftOut).toEqual([{ n: 0 }]);

    // A batch run again (a crash, a stalled job) mails no one twice.
    const before = sink.mails.length;
    await db.query(`UPDATE mail_campaigns SET status = 'sending' WHERE id = $1`, [campaignId]);
    await app.get(CampaignMailProcessor).batch({ campaignId, afterUserId: 0 }, { jobId: 'again', key: `again-${run}`, attempt: 1 });
    expect(sink.mails.length).toBe(before);
  }, 60_000);
});
