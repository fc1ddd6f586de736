import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { createDataSource } from '@amoretto/shared/db';
import { formatMoney, paidEffects, settleFromProvider, type ProviderPayment } from '@amoretto/shared/node';
import type { DataSource } from 'typeorm';
import { loadWorkersConfig } from '../config/workers-config';
import { createWorkers } from '../workers.factory';
import { ReceiptMailProcessor } from './receipt-mail.processor';
import { eventually } from '../testing/eventually';

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
}

async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${process.env.MAIL_WEB_URL}/api/email`);
  return ((await res.json()) as CaughtMail[]).filter((m) => m.to.some((t) => t.address === address));
}

describe('receipt mail', () => {
  let app: INestApplicationContext;
  let db: DataSource;

  beforeAll(async () => {
    const config = loadWorkersConfig({ ...process.env, PORT: '4994', LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '50', MAIL_LINK_HOST: 'site' });
    app = await createWorkers(config);
    await app.init();
    db = createDataSource(process.env.DATABASE_URL!);
    await db.initialize();
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  /** A member of `domain`'s site with an open order of its p1 package at the sandbox. */
  async function openOrder(domain: string, country: string, language: string) {
    const email = `receipt.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
    const [site] = await db.query(`SELECT id FROM sites WHERE domain = $1`, [domain]);
    const [user] = await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country)
       VALUES ($1, 'x', 'Sanne', '1992-02-02', 'active', $2, $3, $4) RETURNING id`,
      [email, language, site.id, country],
    );
    const [pkg] = await db.query(`SELECT id, credits, price_cents, currency FROM credit_packages WHERE site_id = $1 AND tier = 'p1'`, [
      site.id,
    ]);
    const providerId = `sbx_${randomBytes(10).toString('hex')}`;
    const [payment] = await db.query(
      `INSERT INTO payments (user_id, site_id, package_id, credits, price_cents, amount_cents, currency, method, provider, provider_payment_id, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $5, $6, 'ideal', 'sandbox', $7, $8) RETURNING id`,
      [user.id, site.id, pkg.id, pkg.credits, pkg.price_cents, pkg.currency, providerId, randomBytes(8).toString('hex')],
    );
    const reported: ProviderPayment = {
      id: providerId,
      status: 'paid',
      amountCents: pkg.price_cents,
      currency: pkg.currency,
      orderId: payment.id,
      mandate: null,
      refundedCents: 0,
      chargedBackCents: 0,
    };
    return { email, userId: user.id as number, paymentId: payment.id as number, amountCents: pkg.price_cents as number, reported };
  }

  it('mails the receipt once the payment is settled paid, in the member’s language, with the VAT line of their country and the link to the purchase', async () => {
    const order = await openOrder('amoretto.de', 'DE', 'de');
    await settleFromProvider(db, 'sandbox', order.reported, { onPaid: paidEffects });
    // The same report again (a repeated webhook) queues no second receipt.
    await settleFromProvider(db, 'sandbox', order.reported, { onPaid: paidEffects });

    const mails = await eventually(
      () => mailsTo(order.email),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/^Deine Quittung von Amoretto: \d+ Credits$/);
    const net = Math.round((order.amountCents * 100) / 119);
    expect(mail!.text).toContain(`MwSt. 19 %: ${formatMoney(order.amountCents - net, 'EUR', 'de')}`);
    expect(mail!.text).toContain(`Bezahlt: ${formatMoney(order.amountCents, 'EUR', 'de')}`);
    expect(mail!.text).toContain('USt-IdNr.: DE319752641');
    expect(mail!.text).toContain('Amoretto Media B.V.');
    expect(mail!.text).toContain(`https://amoretto.de/transactions/${order.paymentId}`);
    expect(mail!.html).toContain(`href="https://amoretto.de/transactions/${order.paymentId}"`);
    // The member's answer reaches their site's support.
    const source = await (await fetch(`${process.env.MAIL_WEB_URL}/api/email/${mail!.id}/source`)).text();
    expect(source).toMatch(/^Reply-To: support@amoretto\.de\r?$/m);
    const [row] = await db.query(`SELECT tax_country FROM payments WHERE id = $1`, [order.paymentId]);
    expect(row.tax_country).toBe('DE');
  });

  it('queues one mail however often its job runs (a re-run after a worker crash)', async () => {
    const order = await openOrder('amoretto.nl', 'NL', 'nl');
    await db.query(`UPDATE payments SET status = 'paid', paid_at = now(), tax_country = 'NL' WHERE id = $1`, [order.paymentId]);
    const job = { jobId: 'outbox-x', key: `test-receipt-${order.paymentId}`, attempt: 1 };
    const processor = app.get(ReceiptMailProcessor);
    await Promise.all([
      processor.send({ paymentId: order.paymentId }, job),
      processor.send({ paymentId: order.paymentId }, { ...job, attempt: 2 }),
    ]);
    await processor.send({ paymentId: order.paymentId }, { ...job, attempt: 3 });
    const queued = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE job_name = 'mail.send' AND payload->>'to' = $1`, [
      order.email,
    ]);
    expect(queued[0].n).toBe(1);
    const mails = await eventually(
      () => mailsTo(order.email),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Je betalingsbewijs van Amoretto/);
  });

  it('sends nothing for a payment that is not paid', async () => {
    const order = await openOrder('amoretto.nl', 'NL', 'nl');
    const processor = app.get(ReceiptMailProcessor);
    await processor.send({ paymentId: order.paymentId }, { jobId: 'outbox-y', key: `test-receipt-open-${order.paymentId}`, attempt: 1 });
    const queued = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE job_name = 'mail.send' AND payload->>'to' = $1`, [
      order.email,
    ]);
    expect(queued[0].n).toBe(0);
  });
});
