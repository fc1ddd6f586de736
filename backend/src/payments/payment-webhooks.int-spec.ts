import { randomBytes } from 'node:crypto';
import type { PaymentView } from '@amoretto/shared';
import { chatMember, RealtimeListener } from '../chats/chat-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { chooseOnCheckout, eventsOf, memberMoney, sandboxWebhook, startedPayment } from './payment-test-helpers';

describe('payment webhooks: credits once, and only for what the provider confirms', () => {
  const ctx = useIsolatedBackend('paywebhooks');
  const listener = new RealtimeListener();
  beforeAll(() => listener.start());
  afterAll(() => listener.stop());

  it('the same signed webhook ten times at once credits the purchase once, with one ledger row', async () => {
    const member = await chatMember(ctx.backend, ctx.db, { credits: 7 });
    const tab = await listener.listen(member.id);
    const { started, sandboxId } = await startedPayment(ctx.backend, ctx.db, member);
    expect(started.payment.status).toBe('open');
    expect(started.checkout_url).toMatch(new RegExp(`/api/sandbox/checkout/${sandboxId}$`));
    await chooseOnCheckout(ctx.backend, sandboxId, 'paid').expect(303);

    const answers = await Promise.all(Array.from({ length: 10 }, () => sandboxWebhook(ctx.backend, sandboxId)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));

    const money = await memberMoney(ctx.db, member.id);
    expect(money).toEqual({
      credits: 7 + started.payment.package.credits,
      credit_debt: 0,
      paid_user: true,
      purchases: 1,
      ledger_sum: money.credits,
    });
    const view = (await ctx.backend.http().get(`/api/payments/${started.payment.id}`).set('Cookie', member.cookie).expect(200)).body as {
      payment: PaymentView;
    };
    expect(view.payment).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    const applied = (await eventsOf(ctx.db, { paymentId: started.payment.id })).filter((e) => e.outcome === 'applied');
    expect(applied).toHaveLength(1);

    // Open tabs learn it without a reload: the payment's new status and the new balance.
    await tab.waitFor('payment.updated', (p) => p.payment.id === started.payment.id && p.payment.status === 'paid');
    await tab.waitFor('counters.changed', (p) => p.credits === money.credits && p.paid_user === true);
  });

  it('a webhook with a forged signature, a stale timestamp or no signature is refused, recorded and grants nothing', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { started, sandboxId } = await startedPayment(ctx.backend, ctx.db, member);
    await chooseOnCheckout(ctx.backend, sandboxId, 'paid').expect(303);
    const refusedBefore = await refusedCount();

    await sandboxWebhook(ctx.backend, sandboxId, { secret: 'not-the-sandbox-secret' }).expect(400);
    await sandboxWebhook(ctx.backend, sandboxId, { at: Math.floor(Date.now() / 1000) - 3600 }).expect(400);
    await ctx.backend.http().post('/api/payments/webhook/sandbox').send({ id: sandboxId }).expect(400);

    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, paid_user: false, purchases: 0 });
    expect(await paymentStatus(started.payment.id)).toBe('open');
    expect(await refusedCount()).toBe(refusedBefore + 3);
  });

  it('a signed webhook for an id the provider does not know is answered 200, recorded, and changes nothing', async () => {
    const unknown = `sbx_${randomBytes(10).toString('hex')}`;
    await sandboxWebhook(ctx.backend, unknown).expect(200);
    expect(await eventsOf(ctx.db, { providerPaymentId: unknown })).toEqual([expect.objectContaining({ outcome: 'unknown_payment' })]);
  });

  it("an amount or currency other than the order's grants nothing and is recorded", async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { started, sandboxId } = await startedPayment(ctx.backend, ctx.db, member);
    await ctx.db.query(`UPDATE sandbox_payments SET amount_cents = amount_cents - 1 WHERE id = $1`, [sandboxId]);
    await chooseOnCheckout(ctx.backend, sandboxId, 'paid').expect(303);
    await sandboxWebhook(ctx.backend, sandboxId).expect(200);

    const other = await startedPayment(ctx.backend, ctx.db, member);
    await ctx.db.query(`UPDATE sandbox_payments SET currency = 'PLN' WHERE id = $1`, [other.sandboxId]);
    await chooseOnCheckout(ctx.backend, other.sandboxId, 'paid').expect(303);
    await sandboxWebhook(ctx.backend, other.sandboxId).expect(200);

    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, paid_user: false, purchases: 0 });
    expect(await paymentStatus(started.payment.id)).toBe('open');
    expect(await paymentStatus(other.started.payment.id)).toBe('open');
    expect((await eventsOf(ctx.db, { paymentId: started.payment.id })).map((e) => e.outcome)).toEqual(['mismatch']);
    expect((await eventsOf(ctx.db, { paymentId: other.started.payment.id })).map((e) => e.outcome)).toEqual(['mismatch']);
  });

  it("failed, cancelled and expired payments take the provider's status and grant nothing; a webhook replayed later changes nothing", async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    for (const outcome of ['failed', 'canceled', 'expired'] as const) {
      const { started, sandboxId } = await startedPayment(ctx.backend, ctx.db, member);
      await chooseOnCheckout(ctx.backend, sandboxId, outcome).expect(303);
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);
      expect(await paymentStatus(started.payment.id)).toBe(outcome);
    }
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, paid_user: false, purchases: 0 });
  });

  it('a member who owes credits after a chargeback may buy: the new credits settle the debt first', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    await ctx.db.query(`UPDATE users SET credit_debt = 30 WHERE id = $1`, [member.id]);
    const { started, sandboxId } = await startedPayment(ctx.backend, ctx.db, member);
    await chooseOnCheckout(ctx.backend, sandboxId, 'paid').expect(303);
    await sandboxWebhook(ctx.backend, sandboxId).expect(200);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({
      credits: started.payment.package.credits - 30,
      credit_debt: 0,
      paid_user: true,
    });
  });

  it('the webhook path of a provider that is not configured is not found', async () => {
    await ctx.backend.http().post('/api/payments/webhook/mollie').type('form').send({ id: 'tr_abc' }).expect(404);
  });

  const refusedCount = async () =>
    (
      (await ctx.db.query(
        `SELECT count(*)::int AS n FROM payment_events WHERE kind = 'webhook' AND outcome IN ('bad_signature', 'malformed')`,
      )) as Array<{ n: number }>
    )[0]!.n;
  const paymentStatus = async (id: number) =>
    ((await ctx.db.query(`SELECT status FROM payments WHERE id = $1`, [id])) as Array<{ status: string }>)[0]!.status;
});

describe("the sandbox's pages and controls while Mollie is the provider", () => {
  const ctx = useIsolatedBackend('paysandboxoff', { PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' });

  it("are not found, nor is the sandbox's webhook", async () => {
    const http = () => ctx.backend.http();
    const id = `sbx_${randomBytes(10).toString('hex')}`;
    await http().get(`/api/sandbox/checkout/${id}`).expect(404);
    await http().post(`/api/sandbox/checkout/${id}`).type('form').send({ outcome: 'paid' }).expect(404);
    await http().post(`/api/sandbox/payments/${id}/chargeback`).expect(404);
    await http().post('/api/sandbox/mandates/1/outcome').send({ outcome: 'failed' }).expect(404);
    await sandboxWebhook(ctx.backend, id).expect(404);
  });
});
