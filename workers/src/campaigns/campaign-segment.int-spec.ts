import type { INestApplicationContext } from '@nestjs/common';
import { createDataSource, enqueueInTransaction } from '@amoretto/shared/db';
import { createIsolatedDatabase } from '@amoretto/shared/testing';
import type { DataSource } from 'typeorm';
import { loadWorkersConfig } from '../config/workers-config';
import { SmtpSink } from '../testing/smtp-sink';
import { createWorkers } from '../workers.factory';
import { eventually } from '../testing/eventually';

const SMTP_PORT = 20725;

/** A campaign's segment, preview and test send as the console starts them (docs/product.md#operator-campaigns). */
describe('campaign segments, preview and test send', () => {
  const sink = new SmtpSink();
  let app: INestApplicationContext;
  let db: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    await sink.start(SMTP_PORT);
    const isolated = await createIsolatedDatabase('campaign-segments');
    drop = isolated.drop;
    const config = loadWorkersConfig({
      ...process.env,
      DATABASE_URL: isolated.url,
      QUEUE_PREFIX: `campaign-segments-${Date.now()}`,
      PORT: '20701',
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '50',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      CAMPAIGN_MAILS_PER_SECOND: '50',
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

  const run = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const texts = { de: { subject: `Neu bei uns ${run}`, paragraphs: ['Wir haben Neuigkeiten.'], button: 'Ansehen' } };

  async function member(name: string, over: { language?: string; gender?: string; paid?: boolean; off?: string[]; loginDaysAgo?: number }) {
    const [{ id: siteId }] = await db.query(`SELECT id FROM sites WHERE domain = 'amoretto.nl'`);
    const [{ id }] = await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, paid_user, email_notifications_off)
       VALUES ($1, 'x', $2, '1990-01-01', 'active', $3, $4, 'NL', $5, $6, $7) RETURNING id`,
      [`${name}.${run}@example.com`, name, over.language ?? 'de', siteId, over.gender ?? 'female', over.paid ?? true, over.off ?? []],
    );
    if (over.loginDaysAgo !== undefined) {
      await db.query(
        `INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, now() - make_interval(days => $3), now() + interval '1 day')`,
        [id, `hash-${run}-${name}`, over.loginDaysAgo],
      );
    }
    return id as number;
  }

  it('mails the segment only: its site, language, gender, paid, recently active, and never one who switched the type off', async () => {
    const [{ id: siteId }] = await db.query(`SELECT id FROM sites WHERE domain = 'amoretto.nl'`);
    const inSegment = await member('in', { loginDaysAgo: 2 });
    await member('optedout', { loginDaysAgo: 1, off: ['news'] });
    await member('english', { language: 'en', loginDaysAgo: 1 });
    await member('male', { gender: 'male', loginDaysAgo: 1 });
    await member('free', { paid: false, loginDaysAgo: 1 });
    await member('away', { loginDaysAgo: 40 });
    const segment = { site_id: siteId, languages: ['de'], gender: 'female', paid: true, active_days: 30 };
    const campaignId = await db.transaction(async (manager) => {
      const [row] = await manager.query(
        `INSERT INTO mail_campaigns (type, texts, path, site_id, segment, status, started_at) VALUES ('news', $1, '/', $2, $3, 'sending', now()) RETURNING id`,
        [JSON.stringify(texts), siteId, JSON.stringify(segment)],
      );
      await enqueueInTransaction(manager, 'campaign.batch', { campaignId: row.id as number, afterUserId: 0 });
      return row.id as number;
    });
    const [campaign] = await eventually(
      () =>
        db.query(`SELECT status, sent_count FROM mail_campaigns WHERE id = $1`, [campaignId]) as Promise<
          Array<{ status: string; sent_count: number }>
        >,
      (rows) => rows[0]?.status === 'sent',
      20_000,
    );
    expect(campaign).toEqual({ status: 'sent', sent_count: 1 });
    expect(await db.query(`SELECT user_id FROM campaign_deliveries WHERE campaign_id = $1`, [campaignId])).toEqual([
      { user_id: inSegment },
    ]);
    const mails = sink.mails.filter((m) => m.data.includes(run) && !m.data.includes('[TEST]'));
    expect(mails.map((m) => m.to)).toEqual([[`in.${run}@example.com`]]);
  }, 60_000);

  it('renders the preview into the campaign and mails a test to the operator only', async () => {
    const [{ id: campaignId }] = await db.query(
      `INSERT INTO mail_campaigns (type, texts, path, segment) VALUES ('promotions', $1, '/credits', '{}') RETURNING id`,
      [JSON.stringify(texts)],
    );
    await db.transaction((manager) => enqueueInTransaction(manager, 'campaign.preview', { campaignId, language: 'de' }));
    const [preview] = await eventually(
      () => db.query(`SELECT preview_html, preview_language FROM mail_campaigns WHERE id = $1`, [campaignId]),
      (rows) => rows[0]?.preview_html !== null,
      15_000,
    );
    expect(preview.preview_language).toBe('de');
    expect(preview.preview_html).toContain('Wir haben Neuigkeiten.');
    expect(preview.preview_html).toMatch(/<html/i);

    const to = `operator.${run}@example.com`;
    await db.transaction((manager) => enqueueInTransaction(manager, 'campaign.test', { campaignId, language: 'de', to, name: 'Ada' }));
    const test = await eventually(
      () => sink.mails.find((m) => m.to.includes(to)),
      (m) => m !== undefined,
      15_000,
    );
    expect(test!.data).toContain('[TEST]');
    expect(test!.data).toContain('Wir haben Neuigkeiten.');
    // A draft stays a draft: the test send mails no member.
    expect(await db.query(`SELECT status, sent_count FROM mail_campaigns WHERE id = $1`, [campaignId])).toEqual([
      { status: 'draft', sent_count: 0 },
    ]);
    expect(await db.query(`SELECT count(*)::int AS n FROM campaign_deliveries WHERE campaign_id = $1`, [campaignId])).toEqual([{ n: 0 }]);
  }, 60_000);
});
