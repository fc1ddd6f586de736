import { randomUUID } from 'node:crypto';
import type { PaymentView, StartPaymentResponse } from '@amoretto/shared';
import { FakeMollieServer } from '@amoretto/shared/testing';
import { chatMember } from '../chats/chat-test-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { eventsOf, memberMoney, packageId, startPayment, type Member } from './payment-test-helpers';

// The official client reaches the local Mollie-like server over HTTPS, trusting its certificate.
jest.mock('node-fetch', () =>
  jest.requireActual('../../../shared/src/testing/fake-mollie-server').nodeFetchTrustingFakeMollie(jest.requireActual('node-fetch')),
);

// The backend with PAYMENT_PROVIDER=mollie against the local server that answers like Mollie:
// the order starts a Mollie payment, Mollie's webhook carries only the id, the status is
// fetched, and credits enter once.
describe('payments with Mollie', () => {
  let mollie: FakeMollieServer;
  // Filled in before the backend boots (useIsolatedBackend reads it in its beforeAll).
  const config: Record<string, string> = { PAYMENT_PROVIDER: 'mollie' };
  beforeAll(async () => {
    mollie = await FakeMollieServer.start();
    Object.assign(config, { MOLLIE_API_KEY: mollie.apiKey, MOLLIE_API_ENDPOINT: mollie.apiEndpoint });
  });
  const ctx = useIsolatedBackend('molliepay', config);
  afterAll(() => mollie?.close());

  const webhook = (body: string) => ctx.backend.http().post('/api/payments/webhook/mollie').type('form').send(body);

  async function order(member: Member, method = 'ideal') {
    const res = await startPayment(ctx.backend, member, { package_id: await packageId(ctx.db, member.id), method });
    expect(res.status).toBe(201);
    const started = res.body as StartPaymentResponse;
    const [row] = (await ctx.db.query(`SELECT provider, provider_payment_id FROM payments WHERE id = $1`, [started.payment.id])) as Array<{
      provider: string;
      provider_payment_id: string;
    }>;
    expect(row!.provider).toBe('mollie');
    return { started, mollieId: row!.provider_payment_id };
  }

  /** Credits the member used up (a ledger row and the balance, as a spend writes them). */
  async function spend(member: Member, credits: number) {
    await ctx.db.transaction(async (manager) => {
      await manager.query(`INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, 'test_spend', $3)`, [
        member.id,
        -credits,
        randomUUID(),
      ]);
      await manager.query(`UPDATE users SET credits = credits - $2 WHERE id = $1`, [member.id, credits]);
    });
  }

  const paymentOf = async (member: Member, id: number) =>
    ((await ctx.backend.http().get(`/api/payments/${id}`).set('Cookie', member.cookie).expect(200)).body as { payment: PaymentView })
      .payment;

  it('an iDEAL order is a Mollie payment; the webhook (id only) credits it once, however often it comes', async () => {
    const member = await chatMember(ctx.backend, ctx.db, { credits: 3 });
    const { started, mollieId } = await order(member);
    expect(started.checkout_url).toBe(`${mollie.origin}/checkout/select-method/${mollieId}`);
    const sent = mollie.payment(mollieId);
    expect(sent).toMatchObject({
      method: 'ideal',
      amount: { currency: 'EUR', value: (started.payment.amount_cents / 100).toFixed(2) },
      metadata: { order_id: started.payment.id },
      webhookUrl: 'http://localhost:4000/api/payments/webhook/mollie',
      sequenceType: 'oneoff',
    });

    // Not paid yet: the webhook changes nothing.
    await webhook(mollie.webhookBody(mollieId)).expect(200);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 3, purchases: 0, paid_user: false });

    mollie.pay(mollieId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(mollie.webhookBody(mollieId))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    await webhook(mollie.webhookBody(mollieId)).expect(200);

    const credits = 3 + started.payment.package.credits;
    expect(await memberMoney(ctx.db, member.id)).toEqual({ credits, credit_debt: 0, paid_user: true, purchases: 1, ledger_sum: credits });
    expect(await paymentOf(member, started.payment.id)).toMatchObject({ status: 'paid' });
    expect((await eventsOf(ctx.db, { paymentId: started.payment.id })).filter((e) => e.outcome === 'applied')).toHaveLength(1);
  });

  it('a webhook that is not an id, or names a payment Mollie does not know, changes nothing', async () => {
    await webhook('id=not-a-payment').expect(400);
    await webhook('').expect(400);
    await webhook('id=tr_neverCreated').expect(200);
    expect(await eventsOf(ctx.db, { providerPaymentId: 'tr_neverCreated' })).toEqual([
      expect.objectContaining({ outcome: 'unknown_payment' }),
    ]);
  });

  it("a failed payment takes Mollie's status and grants nothing", async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { started, mollieId } = await order(member, 'paypal');
    mollie.fail(mollieId, 'canceled');
    await webhook(mollie.webhookBody(mollieId)).expect(200);
    expect(await paymentOf(member, started.payment.id)).toMatchObject({ status: 'canceled' });
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, purchases: 0, paid_user: false });
  });

  it('a chargeback reported by Mollie takes the credits back (a debt for what was spent)', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { started, mollieId } = await order(member);
    mollie.pay(mollieId);
    await webhook(mollie.webhookBody(mollieId)).expect(200);
    const bought = started.payment.package.credits;
    await spend(member, 5);

    mollie.chargeBack(mollieId);
    await webhook(mollie.webhookBody(mollieId)).expect(200);
    await webhook(mollie.webhookBody(mollieId)).expect(200);
    expect(await paymentOf(member, started.payment.id)).toMatchObject({ status: 'charged_back' });
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 5, purchases: 1 });
    expect(bought).toBeGreaterThan(5);
  });

  it('a first card payment stores the mandate; a repeat order charges it at Mollie without the member', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const first = await order(member, 'creditcard');
    expect(mollie.payment(first.mollieId)).toMatchObject({ sequenceType: 'first', customerId: expect.stringMatching(/^cst_/) });
    mollie.pay(first.mollieId, { cardLabel: 'Visa', cardNumber: '4242' });
    await webhook(mollie.webhookBody(first.mollieId)).expect(200);
    const mandates = async () =>
      (await ctx.db.query(
        `SELECT id, provider, provider_customer_id, provider_mandate_id, method, label, status FROM mandates WHERE user_id = $1`,
        [member.id],
      )) as Array<{
        id: number;
        provider: string;
        provider_customer_id: string;
        provider_mandate_id: string;
        method: string;
        label: string;
        status: string;
      }>;
    const [mandate] = await mandates();
    expect(mandate).toMatchObject({
      provider: 'mollie',
      provider_customer_id: mollie.payment(first.mollieId).customerId,
      method: 'creditcard',
      label: 'Visa •••• 4242',
      status: 'valid',
    });

    const repeat = (
      await ctx.backend
        .http()
        .post('/api/payments/repeat')
        .set('Host', NL_HOST)
        .set('Cookie', member.cookie)
        .send({ payment_id: first.started.payment.id, idempotency_key: randomUUID() })
        .expect(201)
    ).body as StartPaymentResponse;
    expect(repeat.checkout_url).toBeNull();
    expect(repeat.payment.status).toBe('pending');
    const charged = mollie.payments.at(-1)!;
    expect(charged).toMatchObject({
      sequenceType: 'recurring',
      customerId: mandate!.provider_customer_id,
      mandateId: mandate!.provider_mandate_id,
      metadata: { order_id: repeat.payment.id },
    });
    expect(charged._links.checkout).toBeUndefined();

    mollie.pay(charged.id);
    await webhook(mollie.webhookBody(charged.id)).expect(200);
    expect(await paymentOf(member, repeat.payment.id)).toMatchObject({ status: 'paid' });
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ purchases: 2 });

    // The card is blocked at Mollie: the recurring charge is refused, the mandate is not offered
    // again, and the next repeat opens Mollie's page for a card entered by hand.
    mollie.invalidateMandate(mandate!.provider_customer_id, mandate!.provider_mandate_id);
    const refused = await ctx.backend
      .http()
      .post('/api/payments/repeat')
      .set('Host', NL_HOST)
      .set('Cookie', member.cookie)
      .send({ payment_id: first.started.payment.id, idempotency_key: randomUUID() });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('recurring_payment_failed');
    expect((await mandates())[0]).toMatchObject({ status: 'invalid' });
    const byHand = (
      await ctx.backend
        .http()
        .post('/api/payments/repeat')
        .set('Host', NL_HOST)
        .set('Cookie', member.cookie)
        .send({ payment_id: first.started.payment.id, idempotency_key: randomUUID() })
        .expect(201)
    ).body as StartPaymentResponse;
    expect(byHand.checkout_url).toMatch(new RegExp(`^${mollie.origin}/checkout/select-method/tr_`));
  });

  it('a refund of the unused credits is made at Mollie and taken from the ledger together, once', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { started, mollieId } = await order(member);
    mollie.pay(mollieId);
    await webhook(mollie.webhookBody(mollieId)).expect(200);
    const credits = started.payment.package.credits;
    const amount = started.payment.amount_cents;
    await spend(member, 10);

    // Mollie out of reach: nothing is refunded and nothing taken from the member.
    mollie.setMode('outage');
    try {
      const unavailable = await ctx.backend.http().post(`/api/payments/${started.payment.id}/refund`).set('Cookie', member.cookie);
      expect(unavailable.status).toBe(503);
      expect(unavailable.body.error.code).toBe('payment_provider_unavailable');
    } finally {
      mollie.setMode('up');
    }
    expect(mollie.store.refunds.get(mollieId)).toHaveLength(0);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: credits - 10 });

    const refunded = await ctx.backend.http().post(`/api/payments/${started.payment.id}/refund`).set('Cookie', member.cookie).expect(200);
    const expected = Math.floor((amount * (credits - 10)) / credits);
    expect(refunded.body.payment).toMatchObject({ id: started.payment.id });
    expect(mollie.store.refunds.get(mollieId)).toEqual([
      expect.objectContaining({ amount: { currency: 'EUR', value: (expected / 100).toFixed(2) }, status: 'pending' }),
    ]);
    expect(mollie.payment(mollieId).amountRefunded).toEqual({ currency: 'EUR', value: (expected / 100).toFixed(2) });
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 0, purchases: 1 });

    // Mollie reports the refund on the webhook: nothing changes again; a second request has nothing left to refund.
    await webhook(mollie.webhookBody(mollieId)).expect(200);
    const again = await ctx.backend.http().post(`/api/payments/${started.payment.id}/refund`).set('Cookie', member.cookie);
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('refund_not_possible');
    expect(mollie.store.refunds.get(mollieId)).toHaveLength(1);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 0 });
  });

  it('while Mollie cannot be reached, an order answers 503 payment_provider_unavailable and a webhook 503 (Mollie calls again)', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { mollieId } = await order(member);
    mollie.pay(mollieId);
    mollie.setMode('outage');
    try {
      const refused = await startPayment(ctx.backend, member, { package_id: await packageId(ctx.db, member.id), method: 'ideal' });
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('payment_provider_unavailable');
      await webhook(mollie.webhookBody(mollieId)).expect(503);
      expect(await memberMoney(ctx.db, member.id)).toMatchObject({ purchases: 0 });
    } finally {
      mollie.setMode('up');
    }
    await webhook(mollie.webhookBody(mollieId)).expect(200);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ purchases: 1, paid_user: true });
  });
});

describe('payments with Mollie and a wrong API key', () => {
  let mollie: FakeMollieServer;
  const config: Record<string, string> = { PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_notTheKeyMollieKnowsAtAll000' };
  beforeAll(async () => {
    mollie = await FakeMollieServer.start();
    config.MOLLIE_API_ENDPOINT = mollie.apiEndpoint;
  });
  const ctx = useIsolatedBackend('molliekey', config);
  afterAll(() => mollie?.close());

  it('an order answers 503 payment_provider_unavailable and leaves no payment at Mollie', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const res = await startPayment(ctx.backend, member, { package_id: await packageId(ctx.db, member.id), method: 'ideal' });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('payment_provider_unavailable');
    expect(mollie.payments).toHaveLength(0);
    expect(mollie.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v2/payments' });
  });
});
