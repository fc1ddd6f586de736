import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@amoretto/shared/db';
import {
  followUpDelayMs,
  sandboxWebhookSecret,
  SANDBOX_SIGNATURE_HEADER,
  SandboxProvider,
  verifySandboxWebhook,
  type SandboxOutcome,
} from '@amoretto/shared/node';
import { loadWorkersConfig } from '../config/workers-config';
import { createWorkers } from '../workers.factory';
import { PaymentFollowUpProcessor } from './payment-follow-up.processor';
import { eventually } from '../testing/eventually';

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
  /** The sandbox's status of the payment when the call arrived. */
  status: string;
}

/**
 * Stands where the product's webhook stands: records each call with the signature check and
 * the payment's sandbox status at that moment, and answers 500 to the first `failures` calls.
 */
class WebhookReceiver {
  readonly calls: Received[] = [];
  failures = 0;
  private readonly server: Server;

  constructor(private readonly db: DataSource) {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const id = (JSON.parse(body) as { id: string }).id;
        void this.db.query(`SELECT status FROM sandbox_payments WHERE id = $1`, [id]).then((rows: Array<{ status: string }>) => {
          this.calls.push({ body, headers: req.headers, status: rows[0]?.status ?? 'unknown' });
          const fail = this.calls.length <= this.failures;
          res.writeHead(fail ? 500 : 200).end();
        });
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/payments/webhook/sandbox`;
  }

  callsFor(id: string): Received[] {
    return this.calls.filter((c) => c.body === JSON.stringify({ id }));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe("payments in the workers: the sandbox's webhook calls and the status follow-up", () => {
  let app: INestApplicationContext;
  let db: DataSource;
  let sandbox: SandboxProvider;
  let receiver: WebhookReceiver;
  let webhookUrl: string;
  // The key the workers under test sign with (npm test gives the apps one of its own).
  let secret: string;

  beforeAll(async () => {
    const config = loadWorkersConfig({ ...process.env, PORT: '4994', LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '50' });
    app = await createWorkers(config);
    await app.init();
    db = createDataSource(process.env.DATABASE_URL!);
    await db.initialize();
    secret = sandboxWebhookSecret(config);
    sandbox = new SandboxProvider(db, secret);
    receiver = new WebhookReceiver(db);
    webhookUrl = await receiver.start();
  });

  afterAll(async () => {
    await receiver.stop();
    await app.close();
    await db.destroy();
  });

  const member = async (): Promise<number> => {
    const [row] = (await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country)
       VALUES ($1, 'x', 'Joost', '1990-02-02', 'active', 'nl', (SELECT id FROM sites WHERE domain = 'amoretto.nl'), 'NL') RETURNING id`,
      [`payments.${randomBytes(5).toString('hex')}@example.com`],
    )) as Array<{ id: number }>;
    return row!.id;
  };

  /** An order of the product and its sandbox payment, as the backend starts them. */
  const order = async (userId: number, url = webhookUrl) => {
    const [pkg] = (await db.query(
      `SELECT k.id, k.credits, k.price_cents FROM credit_packages k JOIN users u ON u.site_id = k.site_id WHERE u.id = $1 AND k.tier = 'p1'`,
      [userId],
    )) as Array<{ id: number; credits: number; price_cents: number }>;
    const [payment] = (await db.query(
      `INSERT INTO payments (user_id, site_id, package_id, credits, price_cents, amount_cents, currency, method, provider, idempotency_key)
       SELECT $1, site_id, $2, $3, $4, $4, 'EUR', 'ideal', 'sandbox', $5 FROM users WHERE id = $1 RETURNING id`,
      [userId, pkg!.id, pkg!.credits, pkg!.price_cents, randomBytes(8).toString('hex')],
    )) as Array<{ id: number }>;
    const created = await sandbox.createPayment({
      orderId: payment!.id,
      amountCents: pkg!.price_cents,
      currency: 'EUR',
      method: 'ideal',
      description: `Amoretto #${payment!.id}`,
      redirectUrl: `http://localhost:4000/transactions/${payment!.id}?return=1`,
      webhookUrl: url,
      locale: 'nl',
      sequenceType: 'oneoff',
      member: { id: userId, name: 'Joost', email: 'joost@example.com' },
    });
    await db.query(`UPDATE payments SET provider_payment_id = $2 WHERE id = $1`, [payment!.id, created.id]);
    return { paymentId: payment!.id, sandboxId: created.id, credits: pkg!.credits };
  };

  const choose = (sandboxId: string, outcome: SandboxOutcome) => sandbox.complete(sandboxId, outcome);
  const verified = (call: Received) =>
    verifySandboxWebhook(secret, call.body, call.headers[SANDBOX_SIGNATURE_HEADER], Math.floor(Date.now() / 1000));

  it('calls the webhook with a signed body once the tester chose, and again after an answer other than 2xx', async () => {
    const { sandboxId } = await order(await member());
    receiver.failures = receiver.calls.length + 1;
    await choose(sandboxId, 'paid');
    const calls = await eventually(
      async () => receiver.callsFor(sandboxId),
      (c) => c.length >= 2,
    );
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(verified(call)).toBe('ok');
      expect(call.headers['content-type']).toBe('application/json');
      expect(call.status).toBe('paid');
    }
  });

  it('"pending then paid" calls while pending, then finishes the payment and calls again', async () => {
    const { sandboxId } = await order(await member());
    await choose(sandboxId, 'pending_then_paid');
    const calls = await eventually(
      async () => receiver.callsFor(sandboxId),
      (c) => c.length >= 2,
    );
    expect(calls.map((c) => c.status)).toEqual(['pending', 'paid']);
    expect(calls.map(verified)).toEqual(['ok', 'ok']);
  });

  it("the follow-up settles a paid payment whose webhook never arrived, once, and tells the member's tabs", async () => {
    const userId = await member();
    const unreachable = 'http://127.0.0.1:9/api/payments/webhook/sandbox';
    const { paymentId, sandboxId, credits } = await order(userId, unreachable);
    await db.query(`UPDATE sandbox_payments SET status = 'paid' WHERE id = $1`, [sandboxId]);
    const subscriber = new Redis(process.env.REDIS_URL!);
    const rooms: string[] = [];
    subscriber.on('pmessage', (_pattern, channel: string) => rooms.push(channel));
    await subscriber.psubscribe('socket.io#*');
    try {
      const followUp = app.get(PaymentFollowUpProcessor);
      const job = { jobId: 'outbox-t', key: `test-follow-up-${paymentId}`, attempt: 1 };
      await Promise.all([
        followUp.followUp({ paymentId, round: 1 }, job),
        followUp.followUp({ paymentId, round: 1 }, { ...job, attempt: 2 }),
      ]);
      const [after] = (await db.query(
        `SELECT p.status, u.credits, u.paid_user, (SELECT count(*)::int FROM credit_entries WHERE user_id = u.id AND reason = 'purchase') AS purchases
           FROM payments p JOIN users u ON u.id = p.user_id WHERE p.id = $1`,
        [paymentId],
      )) as Array<{ status: string; credits: number; paid_user: boolean; purchases: number }>;
      expect(after).toEqual({ status: 'paid', credits, paid_user: true, purchases: 1 });
      await eventually(
        async () => rooms,
        (r) => r.some((c) => c.includes(`user:${userId}#`)),
      );
      expect(rooms.some((c) => c.includes(`user:${userId}#`))).toBe(true);
      expect(await nextRounds(paymentId)).toEqual([]);
    } finally {
      await subscriber.quit();
    }
  });

  it('a payment still open is asked about again later, once per round; a finished one is left alone', async () => {
    const { paymentId } = await order(await member());
    const followUp = app.get(PaymentFollowUpProcessor);
    const job = { jobId: 'outbox-t', key: `test-follow-up-open-${paymentId}`, attempt: 1 };
    await followUp.followUp({ paymentId, round: 1 }, job);
    await followUp.followUp({ paymentId, round: 1 }, { ...job, attempt: 2 });
    expect(await nextRounds(paymentId)).toEqual([{ round: 2, delay_ms: followUpDelayMs(2) }]);
    await followUp.followUp({ paymentId, round: 6 }, { ...job, key: `${job.key}-last` });
    expect(await nextRounds(paymentId)).toHaveLength(1);
  });

  const nextRounds = async (paymentId: number) =>
    (await db.query(
      `SELECT (payload->>'round')::int AS round, delay_ms FROM outbox WHERE job_name = 'payment.follow-up' AND (payload->>'paymentId')::int = $1 ORDER BY id`,
      [paymentId],
    )) as Array<{ round: number; delay_ms: number }>;
});
