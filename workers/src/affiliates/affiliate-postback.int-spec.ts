import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { PostbackEvent } from '@amoretto/shared';
import { createDataSource, queueAffiliatePostback } from '@amoretto/shared/db';
import { paidEffects, settleFromProvider, type ProviderPayment } from '@amoretto/shared/node';
import { loadWorkersConfig } from '../config/workers-config';
import { createWorkers } from '../workers.factory';
import { AffiliatePostbackProcessor } from './affiliate-postback.processor';
import { eventually } from '../testing/eventually';

describe('affiliate postbacks', () => {
  let app: INestApplicationContext;
  let db: DataSource;
  let server: Server;
  const network = `net${Date.now()}`;
  /** Every request the network received: path + query, and the status it answered. */
  const received: Array<{ url: string; status: number }> = [];
  /** Events the network answers 500 to the first time. */
  const failFirst = new Set<string>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://local');
      const key = `${url.searchParams.get('click')}:${url.searchParams.get('e')}`;
      const status = failFirst.delete(key) ? 500 : 200;
      received.push({ url: req.url ?? '', status });
      res.writeHead(status).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const config = loadWorkersConfig({ ...process.env, PORT: '4993', LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '50' });
    app = await createWorkers(config);
    await app.init();
    db = createDataSource(process.env.DATABASE_URL!);
    await db.initialize();
    await db.query(`INSERT INTO affiliate_networks (name, postback_url) VALUES ($1, $2)`, [
      network,
      `http://127.0.0.1:${port}/pb?click={ref}&s1={sub1}&s2={sub2}&s3={sub3}&e={event}`,
    ]);
  });

  afterAll(async () => {
    await app.close();
    await db.query(`DELETE FROM affiliate_networks WHERE name = $1`, [network]);
    await db.destroy();
    await new Promise((r) => server.close(r));
  });

  const member = async (tracking: Record<string, string>) => {
    const site = await db.query(`SELECT id FROM sites ORDER BY id LIMIT 1`);
    const [row] = await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, language, site_id, country, tracking)
       VALUES ($1, 'x', 'Lena', '1994-05-05', 'de', $2, 'DE', $3) RETURNING id`,
      [`pb.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, site[0].id, tracking],
    );
    return row.id as number;
  };

  const queue = (userId: number, event: PostbackEvent) => db.transaction((manager) => queueAffiliatePostback(manager, userId, event));
  const hits = (ref: string, event: string) => received.filter((r) => r.url.includes(`click=${ref}&`) && r.url.endsWith(`e=${event}`));

  it('calls the network once per event with the tracking record filled in, retrying after a 500', async () => {
    const ref = `r${Date.now()}`;
    const userId = await member({ network, ref, sub1: 'a b', sub2: 'two', sub3: 'three' });
    failFirst.add(`${ref}:activation`);
    for (const event of ['signup', 'activation', 'purchase'] as const) expect(await queue(userId, event)).toBe(true);
    // The same events again (a second purchase, a repeated activation) queue nothing.
    for (const event of ['signup', 'activation', 'purchase'] as const) expect(await queue(userId, event)).toBe(false);

    const rows = await eventually(
      () => db.query(`SELECT event, attempts, last_status, sent_at FROM affiliate_postbacks WHERE user_id = $1 ORDER BY event`, [userId]),
      (r: Array<{ event: string; attempts: number; last_status: number; sent_at: Date | null }>) =>
        r.length === 3 && r.every((x) => x.sent_at !== null),
    );
    expect(rows.map((r) => [r.event, r.attempts, r.last_status])).toEqual([
      ['activation', 2, 200],
      ['purchase', 1, 200],
      ['signup', 1, 200],
    ]);
    expect(hits(ref, 'signup').map((h) => h.status)).toEqual([200]);
    expect(hits(ref, 'purchase').map((h) => h.status)).toEqual([200]);
    expect(hits(ref, 'activation').map((h) => h.status)).toEqual([500, 200]);
    expect(hits(ref, 'signup')[0]!.url).toBe(`/pb?click=${ref}&s1=a%20b&s2=two&s3=three&e=signup`);
  });

  it('does not call again when the same job runs a second time', async () => {
    const ref = `again${Date.now()}`;
    const userId = await member({ network, ref });
    await queue(userId, 'signup');
    await eventually(
      () => hits(ref, 'signup').length,
      (n) => n > 0,
    );
    const [row] = await eventually(
      () => db.query(`SELECT id, sent_at FROM affiliate_postbacks WHERE user_id = $1`, [userId]),
      (r: Array<{ id: string; sent_at: Date | null }>) => r[0]?.sent_at != null,
    );
    const processor = app.get(AffiliatePostbackProcessor);
    const job = { jobId: 'outbox-again', key: 'outbox-again', attempt: 2 };
    await Promise.all([processor.send({ postbackId: Number(row.id) }, job), processor.send({ postbackId: Number(row.id) }, job)]);
    expect(hits(ref, 'signup')).toHaveLength(1);
  });

  it('queues nothing for a member without a known active network', async () => {
    const none = await member({ ref: 'x' });
    const unknown = await member({ network: 'nobody', ref: 'x' });
    const inactive = await member({ network: 'demo', ref: 'x' });
    for (const userId of [none, unknown, inactive]) expect(await queue(userId, 'signup')).toBe(false);
  });

  /** A paid report for a new order of the member's site's p1 package, as the provider sends it. */
  async function paidOrder(userId: number): Promise<ProviderPayment> {
    const [user] = await db.query(`SELECT site_id FROM users WHERE id = $1`, [userId]);
    const [pkg] = await db.query(`SELECT id, credits, price_cents, currency FROM credit_packages WHERE site_id = $1 AND tier = 'p1'`, [
      user.site_id,
    ]);
    const providerId = `sbx_${randomBytes(10).toString('hex')}`;
    const [payment] = await db.query(
      `INSERT INTO payments (user_id, site_id, package_id, credits, price_cents, amount_cents, currency, method, provider, provider_payment_id, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $5, $6, 'ideal', 'sandbox', $7, $8) RETURNING id`,
      [userId, user.site_id, pkg.id, pkg.credits, pkg.price_cents, pkg.currency, providerId, randomBytes(8).toString('hex')],
    );
    return {
      id: providerId,
      status: 'paid',
      amountCents: pkg.price_cents,
      currency: pkg.currency,
      orderId: payment.id,
      mandate: null,
      refundedCents: 0,
      chargedBackCents: 0,
    };
  }

  it('tells the network of the first paid purchase only, however often the provider reports it', async () => {
    const ref = `buy${Date.now()}`;
    const userId = await member({ network, ref });
    const first = await paidOrder(userId);
    await settleFromProvider(db, 'sandbox', first, { onPaid: paidEffects });
    await settleFromProvider(db, 'sandbox', first, { onPaid: paidEffects });
    await settleFromProvider(db, 'sandbox', await paidOrder(userId), { onPaid: paidEffects });
    await eventually(
      () => hits(ref, 'purchase').length,
      (n) => n > 0,
    );
    const queued = await db.query(
      `SELECT count(*)::int AS n FROM outbox WHERE job_name = 'affiliate.postback' AND (payload->>'postbackId')::bigint IN
         (SELECT id FROM affiliate_postbacks WHERE user_id = $1)`,
      [userId],
    );
    expect(queued[0].n).toBe(1);
    expect(hits(ref, 'purchase').map((h) => h.status)).toEqual([200]);
  });
});
