import type { PaymentView } from '@amoretto/shared';
import { chatMember, RealtimeListener } from '../chats/chat-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { atSandbox, paidPurchase, paymentDetail, requestRefund, sendMessage, spendOnMessages } from './after-payment-test-helpers';
import { memberMoney, sandboxWebhook, type Member } from './payment-test-helpers';

describe("chargebacks: the member's bank takes a payment back", () => {
  const ctx = useIsolatedBackend('chargebacks');
  const listener = new RealtimeListener();
  beforeAll(() => listener.start());
  afterAll(() => listener.stop());

  /** The tester's chargeback control at the sandbox, then the sandbox's webhook about it. */
  const chargeBack = async (payment: PaymentView, sandboxId: string) => {
    await ctx.backend.http().post(`/api/sandbox/payments/${payment.id}/chargeback`).expect(200);
    await sandboxWebhook(ctx.backend, sandboxId).expect(200);
  };

  it('after partial spending takes back what is left, records the spent part as debt, and never goes below zero', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const { payment, sandboxId } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    const partner = await spendOnMessages(ctx.backend, ctx.db, member, 6);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 40 });
    const tab = await listener.listen(member.id);

    await chargeBack(payment, sandboxId);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 60, ledger_sum: 0 });
    expect((await paymentDetail(ctx.backend, member, payment.id)).payment).toMatchObject({
      status: 'charged_back',
      reversed_credits: 100,
      refundable: false,
    });
    await tab.waitFor('counters.changed', (p) => p.credits === 0 && p.credit_debt === 60);
    await tab.waitFor('payment.updated', (p) => p.payment.id === payment.id && p.payment.status === 'charged_back');
    // The webhook again changes nothing.
    await sandboxWebhook(ctx.backend, sandboxId).expect(200);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 60, ledger_sum: 0 });

    // In debt the member cannot spend; the chat says why and offers buying credits.
    const refused = await sendMessage(ctx.backend, member, partner.id).expect(402);
    expect(refused.body.error).toMatchObject({ code: 'credit_debt_outstanding', details: { price: 10, credits: 0, credit_debt: 60 } });

    // The next purchase settles the debt first; then the member can write again.
    await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 40, credit_debt: 0, ledger_sum: 40 });
    await sendMessage(ctx.backend, member, partner.id).expect(201);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 30, credit_debt: 0, ledger_sum: 30 });
  });

  it('a debt larger than the next purchase stays, reduced, and the member still holds nothing', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const big = await paidPurchase(ctx.backend, ctx.db, member, 'p1');
    await spendOnMessages(ctx.backend, ctx.db, member, 25);
    await chargeBack(big.payment, big.sandboxId);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 250, ledger_sum: 0 });
    await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 150, ledger_sum: 0 });
  });

  it("a member with other credits loses only this purchase's and owes nothing", async () => {
    const member = await chatMember(ctx.backend, ctx.db, { credits: 50 });
    const { payment, sandboxId } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    await chargeBack(payment, sandboxId);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 50, credit_debt: 0, ledger_sum: 50 });
  });

  it('after a partial refund takes back only the credits the refund left, and owes what was spent of them', async () => {
    const member: Member = await chatMember(ctx.backend, ctx.db);
    const { payment, sandboxId } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    await spendOnMessages(ctx.backend, ctx.db, member, 3);
    await requestRefund(ctx.backend, member, payment.id).expect(200);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 0 });
    const refunded = (await atSandbox(ctx.db, sandboxId)).refunded_cents;

    await chargeBack(payment, sandboxId);
    // The bank took back the rest of the money (the 30 spent credits' share): those are owed.
    expect(await atSandbox(ctx.db, sandboxId)).toMatchObject({ charged_back_cents: payment.amount_cents - refunded });
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 30, ledger_sum: 0 });
    expect((await paymentDetail(ctx.backend, member, payment.id)).payment).toMatchObject({ status: 'charged_back', reversed_credits: 100 });
  });

  it('premium stays while one purchase stands, and ends when the last one is charged back or refunded in full', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const first = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    const second = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    const tab = await listener.listen(member.id);

    await chargeBack(first.payment, first.sandboxId);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 100, paid_user: true });

    await requestRefund(ctx.backend, member, second.payment.id).expect(200);
    expect((await paymentDetail(ctx.backend, member, second.payment.id)).payment).toMatchObject({ status: 'refunded' });
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, paid_user: false });
    await tab.waitFor('counters.changed', (p) => p.paid_user === false);

    // Buying again makes the member premium again.
    await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 100, paid_user: true });
  });
});
