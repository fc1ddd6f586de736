import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { DirectDebitRequestResponse, PackagesResponse, StartPaymentResponse } from '@amoretto/shared';
import { FakeMollieServer, type FakeMethod } from '@amoretto/shared/testing';
import { DEFAULT_METHODS } from '../../../shared/src/testing/fake-mollie-resources';
import { chatMember, type ChatMember } from '../chats/chat-test-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { memberMoney, packageId, startPayment } from '../payments/payment-test-helpers';
import { REDIS } from '../redis/redis.module';
import { useIsolatedBackend } from '../testing/isolated-database';
import type { TestBackend } from '../testing/test-app';
import { codeFromInbox, confirmDirectDebit, directDebitForm, requestDirectDebit } from './direct-debit-test-helpers';

// The official client reaches the local Mollie-like server over HTTPS, trusting its certificate.
jest.mock('node-fetch', () =>
  jest.requireActual('../../../shared/src/testing/fake-mollie-server').nodeFetchTrustingFakeMollie(jest.requireActual('node-fetch')),
);

// What Mollie offers a Dutch member (the fake profile's methods in METHODS_BY_COUNTRY.NL).
const NL_AT_MOLLIE = ['ideal', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'sct', 'directdebit'];

/**
 * The backend with PAYMENT_PROVIDER=mollie against the local Mollie-like server, on a fresh
 * database. The sandbox SMS sender carries the codes: refused in production beside a real
 * provider, allowed in tests (NODE_ENV=test).
 */
function useMollieBackend(label: string, config: Record<string, string>, options: { methods?: readonly FakeMethod[] } = {}) {
  const ctx = { mollie: undefined as unknown as FakeMollieServer };
  const settings: Record<string, string> = { PAYMENT_PROVIDER: 'mollie', ...config };
  beforeAll(async () => {
    ctx.mollie = await FakeMollieServer.start(options);
    Object.assign(settings, { MOLLIE_API_KEY: ctx.mollie.apiKey, MOLLIE_API_ENDPOINT: ctx.mollie.apiEndpoint });
  });
  const app = useIsolatedBackend(label, settings);
  afterAll(() => ctx.mollie?.close());
  return Object.assign(ctx, { app });
}

/**
 * A member of the NL site. A fresh database numbers members from 1 again, so the per-member
 * direct-debit counters an earlier run left in Redis are cleared for the new member.
 */
async function member(backend: TestBackend, db: DataSource): Promise<ChatMember> {
  const m = await chatMember(backend, db);
  await backend.app.get<Redis>(REDIS).del(`limit:dd-request:member:${m.id}`, `limit:dd-confirm:member:${m.id}`);
  return m;
}

function packagesOf(backend: TestBackend, m?: ChatMember) {
  const req = backend.http().get('/api/payments/packages').set('Host', NL_HOST);
  return (m ? req.set('Cookie', m.cookie) : req).expect(200).then((res) => res.body as PackagesResponse);
}

describe('direct debit with Mollie', () => {
  const ctx = useMollieBackend('ddmollie', { SMS_SENDER: 'sandbox' });
  const db = () => ctx.app.db;
  const backend = () => ctx.app.backend;
  const webhook = (id: string) => backend().http().post('/api/payments/webhook/mollie').type('form').send(ctx.mollie.webhookBody(id));
  const mandateCalls = () => ctx.mollie.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/mandates'));

  /** The direct-debit form, the code from the SMS inbox, and its confirmation. */
  async function directDebit(m: ChatMember, tier = 'p0') {
    const form = directDebitForm(await packageId(db(), m.id, tier));
    const requested = (await requestDirectDebit(backend(), m.cookie, form).expect(201)).body as DirectDebitRequestResponse;
    const confirmed = await confirmDirectDebit(backend(), m.cookie, requested.request_id, await codeFromInbox(backend(), form.phone));
    expect(confirmed.status).toBe(201);
    const started = confirmed.body as StartPaymentResponse;
    const [row] = (await db().query(`SELECT provider, provider_payment_id FROM payments WHERE id = $1`, [started.payment.id])) as Array<{
      provider: string;
      provider_payment_id: string;
    }>;
    expect(row!.provider).toBe('mollie');
    return { form, started, mollieId: row!.provider_payment_id };
  }

  async function cardOrder(m: ChatMember) {
    const res = await startPayment(backend(), m, { package_id: await packageId(db(), m.id), method: 'creditcard' });
    expect(res.status).toBe(201);
    const [row] = (await db().query(`SELECT provider_payment_id FROM payments WHERE id = $1`, [
      (res.body as StartPaymentResponse).payment.id,
    ])) as Array<{
      provider_payment_id: string;
    }>;
    return ctx.mollie.payment(row!.provider_payment_id);
  }

  const keptCustomer = async (m: ChatMember) =>
    (
      (await db().query(`SELECT provider_customer_id FROM payment_customers WHERE user_id = $1 AND provider = 'mollie'`, [m.id])) as Array<{
        provider_customer_id: string;
      }>
    ).map((r) => r.provider_customer_id);

  it('offers direct debit among the methods Mollie has enabled, with an SMS sender', async () => {
    expect((await packagesOf(backend(), await member(backend(), db()))).methods).toEqual(NL_AT_MOLLIE);
    expect((await packagesOf(backend())).methods).toEqual(NL_AT_MOLLIE);
  });

  it('the confirmed code makes a SEPA mandate at Mollie with the holder and IBAN and a pending charge on it; paid, the webhook credits once', async () => {
    const m = await member(backend(), db());
    const { form, started, mollieId } = await directDebit(m);
    expect(started.checkout_url).toBeNull();
    expect(started.payment).toMatchObject({ status: 'pending', method: 'directdebit' });

    const payment = ctx.mollie.payment(mollieId);
    const customerId = payment.customerId!;
    expect(ctx.mollie.store.customer(customerId)).toMatchObject({ metadata: { member_id: m.id } });
    expect(mandateCalls().at(-1)).toMatchObject({
      path: `/v2/customers/${customerId}/mandates`,
      body: {
        method: 'directdebit',
        consumerName: form.holder,
        consumerAccount: form.iban,
        signatureDate: new Date().toISOString().slice(0, 10),
        mandateReference: `AMORETTO-${started.payment.id}`,
      },
    });
    expect(payment).toMatchObject({
      sequenceType: 'recurring',
      method: 'directdebit',
      status: 'pending',
      mandateId: ctx.mollie.mandates(customerId)[0]!.id,
      amount: { currency: 'EUR', value: (started.payment.amount_cents / 100).toFixed(2) },
      metadata: { order_id: started.payment.id },
    });
    expect(payment._links.checkout).toBeUndefined();
    expect(await keptCustomer(m)).toEqual([customerId]);

    // The bank has not collected it yet.
    await webhook(mollieId).expect(200);
    expect(await memberMoney(db(), m.id)).toMatchObject({ credits: 0, purchases: 0 });

    ctx.mollie.pay(mollieId);
    const answers = await Promise.all(Array.from({ length: 4 }, () => webhook(mollieId)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const credits = started.payment.package.credits;
    expect(await memberMoney(db(), m.id)).toEqual({ credits, credit_debt: 0, paid_user: true, purchases: 1, ledger_sum: credits });
    const view = await backend().http().get(`/api/payments/${started.payment.id}`).set('Cookie', m.cookie).expect(200);
    expect(view.body.payment).toMatchObject({ status: 'paid', method: 'directdebit' });

    // One consent, one debit: nothing is kept for repeat orders, and the IBAN is nowhere but in the member's request.
    expect(await db().query(`SELECT id FROM mandates WHERE user_id = $1`, [m.id])).toEqual([]);
    const tables = (await db().query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'direct_debit_requests'`,
    )) as Array<{ table_name: string }>;
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['payments', 'payment_events', 'mandates', 'payment_customers', 'outbox']),
    );
    expect(await db().query(`SELECT id FROM direct_debit_requests WHERE user_id = $1 AND iban = $2`, [m.id, form.iban])).toHaveLength(1);
    for (const { table_name: table } of tables) {
      const [found] = (await db().query(`SELECT count(*)::int AS n FROM "${table}" t WHERE t::text LIKE $1`, [`%${form.iban}%`])) as Array<{
        n: number;
      }>;
      expect({ table, n: found!.n }).toEqual({ table, n: 0 });
    }
  });

  it('a direct debit the bank refuses fails and credits nothing', async () => {
    const m = await member(backend(), db());
    const { started, mollieId } = await directDebit(m);
    ctx.mollie.fail(mollieId);
    await webhook(mollieId).expect(200);
    const view = await backend().http().get(`/api/payments/${started.payment.id}`).set('Cookie', m.cookie).expect(200);
    expect(view.body.payment).toMatchObject({ status: 'failed', failure: 'payment_failed' });
    expect(await memberMoney(db(), m.id)).toMatchObject({ credits: 0, purchases: 0, paid_user: false });
  });

  it('a member has one Mollie customer: their card orders and direct debit name it, another member gets their own', async () => {
    const m = await member(backend(), db());
    const before = ctx.mollie.store.customers.size;
    const first = await cardOrder(m);
    expect(first).toMatchObject({ sequenceType: 'first', customerId: expect.stringMatching(/^cst_/) });
    expect(await keptCustomer(m)).toEqual([first.customerId]);
    // The first card payment was left unpaid; the next one still names the same customer.
    const second = await cardOrder(m);
    expect(second.customerId).toBe(first.customerId);
    const { mollieId } = await directDebit(m);
    expect(ctx.mollie.payment(mollieId).customerId).toBe(first.customerId);
    expect(ctx.mollie.store.customers.size).toBe(before + 1);

    const other = await member(backend(), db());
    const theirs = await cardOrder(other);
    expect(theirs.customerId).not.toBe(first.customerId);
    expect(ctx.mollie.store.customer(theirs.customerId!)).toMatchObject({ metadata: { member_id: other.id } });
    const { mollieId: theirDebit } = await directDebit(other);
    expect(ctx.mollie.payment(theirDebit).customerId).toBe(theirs.customerId);
    expect(ctx.mollie.mandates(first.customerId!).map((md) => md.id)).not.toContain(ctx.mollie.payment(theirDebit).mandateId);
    expect(ctx.mollie.store.customers.size).toBe(before + 2);
  });

  it("a member's first orders at once make one customer, kept also when Mollie then refuses the payment", async () => {
    const m = await member(backend(), db());
    const before = ctx.mollie.store.customers.size;
    const pkg = await packageId(db(), m.id);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => startPayment(backend(), m, { package_id: pkg, method: 'creditcard' })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(ctx.mollie.store.customers.size).toBe(before + 1);
    const customers = new Set(ctx.mollie.payments.slice(-3).map((p) => p.customerId));
    expect([...customers]).toEqual(await keptCustomer(m));

    // A member whose first card payment Mollie refuses keeps the customer made for it.
    const refusedMember = await member(backend(), db());
    const card = ctx.mollie.store.methods.find((md) => md.id === 'creditcard')!;
    ctx.mollie.store.methods = ctx.mollie.store.methods.filter((md) => md.id !== 'creditcard');
    try {
      const refused = await startPayment(backend(), refusedMember, {
        package_id: pkg,
        method: 'creditcard',
        idempotency_key: randomUUID(),
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('payment_method_unavailable');
    } finally {
      ctx.mollie.store.methods.push(card);
    }
    const [kept] = await keptCustomer(refusedMember);
    expect(kept).toMatch(/^cst_/);
    expect((await cardOrder(refusedMember)).customerId).toBe(kept);
  });
});

describe('direct debit with Mollie that has not enabled SEPA direct debit', () => {
  const methods = DEFAULT_METHODS.filter((m) => m.id !== 'directdebit');
  const ctx = useMollieBackend('ddmollienosepa', { SMS_SENDER: 'sandbox' }, { methods });

  it('is not offered, and the form sends no SMS code', async () => {
    const { backend, db } = ctx.app;
    const m = await member(backend, db);
    expect((await packagesOf(backend, m)).methods).toEqual(NL_AT_MOLLIE.filter((x) => x !== 'directdebit'));
    const form = directDebitForm(await packageId(db, m.id, 'p0'));
    const res = await requestDirectDebit(backend, m.cookie, form).expect(422);
    expect(res.body.error.code).toBe('payment_method_unavailable');
    expect(await db.query(`SELECT id FROM sms_messages WHERE phone = $1`, [form.phone])).toEqual([]);
  });
});

describe('payments with Mollie and no SMS sender', () => {
  const ctx = useMollieBackend('ddmolliesms', { SMS_SENDER: 'none' });

  it("offers no direct debit; while Mollie cannot list its methods, the country's others", async () => {
    const { backend, db } = ctx.app;
    const m = await member(backend, db);
    const withoutDebit = (list: readonly string[]) => list.filter((x) => x !== 'directdebit');
    // Asked first while Mollie is down: the adapter keeps no failed answer, so the next request asks again.
    ctx.mollie.setMode('outage');
    try {
      expect((await packagesOf(backend, m)).methods).toEqual(['ideal', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'sct']);
    } finally {
      ctx.mollie.setMode('up');
    }
    ctx.mollie.store.methods = ctx.mollie.store.methods.filter((md) => md.id !== 'paysafecard');
    expect((await packagesOf(backend, m)).methods).toEqual(withoutDebit(NL_AT_MOLLIE).filter((x) => x !== 'paysafecard'));
    expect((await packagesOf(backend)).methods).toEqual(withoutDebit(NL_AT_MOLLIE).filter((x) => x !== 'paysafecard'));
  });
});
