import { randomUUID } from 'node:crypto';
import type { PaymentView, RepeatOrdersResponse, StartPaymentResponse } from '@amoretto/shared';
import { PAYMENT_PROVIDER, SANDBOX_CARD_LABEL, SandboxProvider } from '@amoretto/shared/node';
import { chatMember } from '../chats/chat-test-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { paidPurchase, paymentDetail } from './after-payment-test-helpers';
import { chooseOnCheckout, memberMoney, sandboxIdOf, sandboxWebhook, startedPayment, type Member } from './payment-test-helpers';

describe('repeat orders: an earlier order bought again in one click', () => {
  const ctx = useIsolatedBackend('repeatorders');
  const http = () => ctx.backend.http();
  const sandbox = () => ctx.backend.app.get<SandboxProvider>(PAYMENT_PROVIDER);

  const repeatOrders = async (member: Member) =>
    ((await http().get('/api/payments/repeat-orders').set('Cookie', member.cookie).expect(200)).body as RepeatOrdersResponse).orders;
  const repeat = (member: Member, paymentId: number, key: string = randomUUID()) =>
    http()
      .post('/api/payments/repeat')
      .set('Host', NL_HOST)
      .set('Cookie', member.cookie)
      .send({ payment_id: paymentId, idempotency_key: key });
  /** The sandbox settles a recurring charge a moment later (its delayed job), then calls the webhook. */
  const settleRecurring = async (paymentId: number, status: 'paid' | 'failed') => {
    const sandboxId = await sandboxIdOf(ctx.db, paymentId);
    await ctx.db.transaction((manager) => sandbox().completePending(manager, sandboxId, status));
    await sandboxWebhook(ctx.backend, sandboxId).expect(200);
  };
  const mandatesOf = async (userId: number) =>
    (await ctx.db.query(`SELECT id, status, label FROM mandates WHERE user_id = $1 ORDER BY id`, [userId])) as Array<{
      id: number;
      status: string;
      label: string;
    }>;

  it("lists one order per package and method, newest first, at today's price, with the stored card where there is one", async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const card = await paidPurchase(ctx.backend, ctx.db, member, 'p0', 'creditcard');
    await paidPurchase(ctx.backend, ctx.db, member, 'p1', 'ideal');
    const newer = await paidPurchase(ctx.backend, ctx.db, member, 'p1', 'ideal');
    // Not bought: an order left open and one that failed are not offered again.
    await startedPayment(ctx.backend, ctx.db, member, 'p2', 'ideal');
    const failed = await startedPayment(ctx.backend, ctx.db, member, 'p3', 'ideal');
    await chooseOnCheckout(ctx.backend, failed.sandboxId, 'failed').expect(303);
    await sandboxWebhook(ctx.backend, failed.sandboxId).expect(200);

    const orders = await repeatOrders(member);
    expect(orders).toEqual([
      {
        payment_id: newer.payment.id,
        package: newer.payment.package,
        method: 'ideal',
        amount_cents: newer.payment.price_cents,
        currency: 'EUR',
        mandate: null,
        last_paid_at: expect.any(String),
      },
      {
        payment_id: card.payment.id,
        package: card.payment.package,
        method: 'creditcard',
        amount_cents: card.payment.price_cents,
        currency: 'EUR',
        mandate: { label: SANDBOX_CARD_LABEL },
        last_paid_at: expect.any(String),
      },
    ]);
    const other = await chatMember(ctx.backend, ctx.db);
    expect(await repeatOrders(other)).toEqual([]);
    await http().get('/api/payments/repeat-orders').expect(403);
  });

  it('charges the stored card without a checkout page; the charge settles paid and adds the credits', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const card = await paidPurchase(ctx.backend, ctx.db, member, 'p0', 'creditcard');
    const key = randomUUID();
    const res = await repeat(member, card.payment.id, key).expect(201);
    const started = res.body as StartPaymentResponse;
    expect(started).toMatchObject({
      checkout_url: null,
      payment: { status: 'pending', method: 'creditcard', package: card.payment.package, failure: null },
    });
    expect(started.payment.id).not.toBe(card.payment.id);
    // The same click again (a retry): the same payment, no second charge.
    expect((await repeat(member, card.payment.id, key).expect(200)).body.payment.id).toBe(started.payment.id);

    await settleRecurring(started.payment.id, 'paid');
    expect((await paymentDetail(ctx.backend, member, started.payment.id)).payment.status).toBe('paid');
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 200, purchases: 2 });
    const [row] = (await ctx.db.query(`SELECT sequence_type, mandate_id FROM payments WHERE id = $1`, [started.payment.id])) as Array<{
      sequence_type: string;
      mandate_id: number;
    }>;
    expect(row).toEqual({ sequence_type: 'recurring', mandate_id: (await mandatesOf(member.id))[0]!.id });
  });

  it("opens the provider's page again for a method without a stored mandate", async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const ideal = await paidPurchase(ctx.backend, ctx.db, member, 'p1', 'ideal');
    const started = (await repeat(member, ideal.payment.id).expect(201)).body as StartPaymentResponse;
    expect(started.payment).toMatchObject({ status: 'open', method: 'ideal', package: ideal.payment.package });
    expect(started.checkout_url).toMatch(/\/api\/sandbox\/checkout\/sbx_[0-9a-f]{20}$/);
  });

  it('a declined recurring charge ends failed with recurring_payment_failed and adds nothing', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const card = await paidPurchase(ctx.backend, ctx.db, member, 'p0', 'creditcard');
    const [mandate] = await mandatesOf(member.id);
    await http().post(`/api/sandbox/mandates/${mandate!.id}/outcome`).send({ outcome: 'failed' }).expect(200);

    const started = (await repeat(member, card.payment.id).expect(201)).body as StartPaymentResponse;
    expect(started.checkout_url).toBeNull();
    await settleRecurring(started.payment.id, 'failed');
    const view = await paymentDetail(ctx.backend, member, started.payment.id);
    expect(view.payment).toMatchObject({ status: 'failed', failure: 'recurring_payment_failed' });
    expect(view.receipt).toBeNull();
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 100, purchases: 1 });
    // A declined card is not a revoked mandate: it is still offered (retry).
    expect((await mandatesOf(member.id))[0]!.status).toBe('valid');

    // Any other payment that did not go through offers another method.
    const other = await startedPayment(ctx.backend, ctx.db, member, 'p1', 'ideal');
    await chooseOnCheckout(ctx.backend, other.sandboxId, 'canceled').expect(303);
    await sandboxWebhook(ctx.backend, other.sandboxId).expect(200);
    expect((await paymentDetail(ctx.backend, member, other.started.payment.id)).payment.failure).toBe('payment_failed');
  });

  it('a card the provider will no longer charge answers recurring_payment_failed, is not offered again, and the next click opens the page to enter a card', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const card = await paidPurchase(ctx.backend, ctx.db, member, 'p0', 'creditcard');
    const [mandate] = await mandatesOf(member.id);
    await ctx.db.query(
      `UPDATE sandbox_mandates SET status = 'invalid' WHERE id = (SELECT provider_mandate_id FROM mandates WHERE id = $1)`,
      [mandate!.id],
    );

    const refused = await repeat(member, card.payment.id).expect(422);
    expect(refused.body.error.code).toBe('recurring_payment_failed');
    expect((await mandatesOf(member.id))[0]!.status).toBe('invalid');
    expect((await repeatOrders(member))[0]).toMatchObject({ payment_id: card.payment.id, mandate: null });

    const byHand = (await repeat(member, card.payment.id).expect(201)).body as StartPaymentResponse;
    expect(byHand.checkout_url).toMatch(/\/api\/sandbox\/checkout\//);
    const [row] = (await ctx.db.query(`SELECT sequence_type FROM payments WHERE id = $1`, [byHand.payment.id])) as Array<{
      sequence_type: string;
    }>;
    expect(row!.sequence_type).toBe('first');
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 100, purchases: 1 });
  });

  it("repeats only the member's own paid orders", async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const other = await chatMember(ctx.backend, ctx.db);
    const mine = await paidPurchase(ctx.backend, ctx.db, member, 'p0', 'ideal');
    expect((await repeat(other, mine.payment.id).expect(404)).body.error.code).toBe('payment_not_found');
    const open = await startedPayment(ctx.backend, ctx.db, member, 'p1', 'ideal');
    await repeat(member, open.started.payment.id).expect(404);
    await http()
      .post('/api/payments/repeat')
      .set('Cookie', member.cookie)
      .send({ payment_id: 'abc', idempotency_key: randomUUID() })
      .expect(400);
    await http().post('/api/payments/repeat').set('Cookie', member.cookie).send({ payment_id: mine.payment.id }).expect(400);
    const payments = ((await http().get('/api/payments').set('Cookie', member.cookie).expect(200)).body as { payments: PaymentView[] })
      .payments;
    expect(payments).toHaveLength(2);
  });
});
