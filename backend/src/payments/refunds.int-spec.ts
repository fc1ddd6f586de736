import { chatMember, RealtimeListener } from '../chats/chat-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { atSandbox, paidPurchase, paymentDetail, requestRefund, spendOnMessages } from './after-payment-test-helpers';
import { eventsOf, memberMoney } from './payment-test-helpers';

describe('refunds: unused credits back for money within the refund days', () => {
  const ctx = useIsolatedBackend('refunds');
  const listener = new RealtimeListener();
  beforeAll(() => listener.start());
  afterAll(() => listener.stop());

  it('refunds an unused purchase in full: the money at the provider, the credits out of the ledger, the purchase refunded', async () => {
    const member = await chatMember(ctx.backend, ctx.db, { credits: 20 });
    const { payment, sandboxId } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    expect((await paymentDetail(ctx.backend, member, payment.id)).payment.refundable).toBe(true);
    const tab = await listener.listen(member.id);

    const res = await requestRefund(ctx.backend, member, payment.id).expect(200);
    expect(res.body.payment).toMatchObject({ id: payment.id, status: 'refunded', reversed_credits: 100, refundable: false });
    expect(await atSandbox(ctx.db, sandboxId)).toMatchObject({ refunded_cents: payment.amount_cents });
    const money = await memberMoney(ctx.db, member.id);
    expect(money).toMatchObject({ credits: 20, credit_debt: 0, ledger_sum: 20 });
    expect((await eventsOf(ctx.db, { paymentId: payment.id })).filter((e) => e.kind === 'refund')).toEqual([
      expect.objectContaining({ outcome: 'applied', detail: { credits: 100, amount_cents: payment.amount_cents } }),
    ]);
    // Open tabs learn the new balance and the purchase's new state.
    await tab.waitFor('counters.changed', (p) => p.credits === 20 && p.credit_debt === 0);
    await tab.waitFor('payment.updated', (p) => p.payment.id === payment.id && p.payment.status === 'refunded');

    // Asked again: refused, and nothing changes.
    const again = await requestRefund(ctx.backend, member, payment.id).expect(422);
    expect(again.body.error.code).toBe('refund_not_possible');
    expect(await atSandbox(ctx.db, sandboxId)).toMatchObject({ refunded_cents: payment.amount_cents });
    expect(await memberMoney(ctx.db, member.id)).toEqual(money);
  });

  it('after partial spending refunds only the credits left, pro rata rounded down; the purchase stays paid, the balance ends at zero', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { payment, sandboxId } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    await spendOnMessages(ctx.backend, ctx.db, member, 3);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 70 });

    const res = await requestRefund(ctx.backend, member, payment.id).expect(200);
    const expected = Math.floor((payment.amount_cents * 70) / 100);
    expect(res.body.payment).toMatchObject({ status: 'paid', reversed_credits: 70 });
    expect(await atSandbox(ctx.db, sandboxId)).toMatchObject({ refunded_cents: expected });
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 0, ledger_sum: 0 });

    // Nothing left to give back: the second request is refused and changes nothing.
    const again = await requestRefund(ctx.backend, member, payment.id).expect(422);
    expect(again.body.error.code).toBe('refund_not_possible');
    expect(await atSandbox(ctx.db, sandboxId)).toMatchObject({ refunded_cents: expected });
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 0, ledger_sum: 0 });
  });

  it('ten refund requests at once give the money back once; the others are refused or told to wait', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { payment, sandboxId } = await paidPurchase(ctx.backend, ctx.db, member, 'p1');
    const answers = await Promise.all(Array.from({ length: 10 }, () => requestRefund(ctx.backend, member, payment.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect([
        [422, 'refund_not_possible'],
        [429, 'too_many_requests'],
      ]).toContainEqual([refused.status, refused.body.error.code]);
    }
    expect(await atSandbox(ctx.db, sandboxId)).toMatchObject({ refunded_cents: payment.amount_cents });
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, ledger_sum: 0 });
  });

  it('refuses once the refund days have passed, and changes nothing', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { payment, sandboxId } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    const [site] = (await ctx.db.query(`SELECT s.refund_days FROM sites s JOIN users u ON u.site_id = s.id WHERE u.id = $1`, [
      member.id,
    ])) as Array<{ refund_days: number }>;
    await ctx.db.query(`UPDATE payments SET paid_at = now() - make_interval(days => $2, hours => 1) WHERE id = $1`, [
      payment.id,
      site!.refund_days,
    ]);
    expect((await paymentDetail(ctx.backend, member, payment.id)).payment.refundable).toBe(false);

    const res = await requestRefund(ctx.backend, member, payment.id).expect(422);
    expect(res.body.error.code).toBe('refund_not_possible');
    expect(await atSandbox(ctx.db, sandboxId)).toMatchObject({ refunded_cents: 0 });
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 100 });
    expect((await paymentDetail(ctx.backend, member, payment.id)).payment).toMatchObject({ status: 'paid', reversed_credits: 0 });
  });

  it("refuses a payment that is not paid, and answers another member's payment as not found", async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const other = await chatMember(ctx.backend, ctx.db);
    const { payment } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    expect((await requestRefund(ctx.backend, other, payment.id).expect(404)).body.error.code).toBe('payment_not_found');
    await requestRefund(ctx.backend, member, 99_999_999).expect(404);
    await requestRefund(ctx.backend, member, Number.NaN).expect(404);
    await ctx.backend.http().post(`/api/payments/${payment.id}/refund`).expect(403);

    const open = await ctx.backend
      .http()
      .post('/api/payments')
      .set('Cookie', member.cookie)
      .send({ package_id: payment.package.id, method: 'ideal', idempotency_key: '3f0e6a57-5f43-4d53-9c34-7f2a3cb2c0de' })
      .expect(201);
    expect((await requestRefund(ctx.backend, member, open.body.payment.id).expect(422)).body.error.code).toBe('refund_not_possible');
  });

  it('a provider that refuses the refund leaves the credits where they were', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { payment, sandboxId } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    // The member's bank took the money back, and the product has not heard of it yet.
    await ctx.db.query(`UPDATE sandbox_payments SET charged_back_cents = amount_cents WHERE id = $1`, [sandboxId]);
    expect((await requestRefund(ctx.backend, member, payment.id).expect(422)).body.error.code).toBe('refund_not_possible');
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 100, ledger_sum: 100 });
    expect((await paymentDetail(ctx.backend, member, payment.id)).payment).toMatchObject({ status: 'paid', reversed_credits: 0 });
    expect((await eventsOf(ctx.db, { paymentId: payment.id })).filter((e) => e.kind === 'refund')).toEqual([]);
  });

  it('a refund the provider made but the product did not record (its commit failed) is recorded on the next request, not made twice', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { payment, sandboxId } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    await spendOnMessages(ctx.backend, ctx.db, member, 6);
    // The provider gave back the price of the 40 credits left; the ledger never committed it.
    const madeCents = Math.floor((payment.amount_cents * 40) / 100);
    await ctx.db.query(`UPDATE sandbox_payments SET refunded_cents = $2 WHERE id = $1`, [sandboxId, madeCents]);

    const res = await requestRefund(ctx.backend, member, payment.id).expect(200);
    expect(res.body.payment).toMatchObject({ status: 'paid', reversed_credits: 40 });
    expect(await atSandbox(ctx.db, sandboxId)).toMatchObject({ refunded_cents: madeCents });
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 0, ledger_sum: 0 });
    expect((await eventsOf(ctx.db, { paymentId: payment.id })).filter((e) => e.kind === 'refund')).toEqual([
      expect.objectContaining({ outcome: 'reconciled', detail: { credits: 40, amount_cents: madeCents } }),
    ]);
  });
});
