import { COMPANY_SEED } from '@amoretto/shared/db';
import { chatMember } from '../chats/chat-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { paidPurchase, paymentDetail, requestRefund } from './after-payment-test-helpers';
import { sandboxWebhook, startedPayment, type Member } from './payment-test-helpers';

describe('receipts: the receipt of a purchase, on its page and by mail', () => {
  const ctx = useIsolatedBackend('receipts');

  const memberIn = async (country: string): Promise<Member> => {
    const member = await chatMember(ctx.backend, ctx.db);
    await ctx.db.query(`UPDATE users SET country = $2, region = NULL WHERE id = $1`, [member.id, country]);
    return member;
  };
  const receiptJobs = async (paymentId: number) =>
    (
      (await ctx.db.query(
        `SELECT count(*)::int AS n FROM outbox WHERE job_name = 'payment.receipt' AND (payload->>'paymentId')::int = $1`,
        [paymentId],
      )) as Array<{ n: number }>
    )[0]!.n;

  it("has the company, the site, the purchase and the VAT line of the member's country, with the company's VAT number there", async () => {
    const member = await memberIn('BE');
    const { payment } = await paidPurchase(ctx.backend, ctx.db, member, 'p1', 'creditcard');
    const { receipt } = await paymentDetail(ctx.backend, member, payment.id);
    const net = Math.round((payment.amount_cents * 100) / 121);
    expect(receipt).toEqual({
      number: String(payment.id).padStart(8, '0'),
      date: expect.any(String),
      company: {
        name: COMPANY_SEED.name,
        address: COMPANY_SEED.address,
        city: COMPANY_SEED.city,
        country: 'NL',
        kvk: COMPANY_SEED.kvk,
        vat_number: COMPANY_SEED.vat_numbers.BE,
      },
      site: { name: 'Amoretto', domain: 'amoretto.nl' },
      package: { tier: 'p1', credits: 250 },
      method: 'creditcard',
      currency: 'EUR',
      amount_cents: payment.amount_cents,
      tax: { kind: 'vat', country: 'BE', percent: 21, net_cents: net, tax_cents: payment.amount_cents - net },
      refunded_cents: 0,
      status: 'paid',
    });
    expect(new Date(receipt!.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("names the home VAT number where the company has none in the member's country, and keeps the country of the sale when the member moves", async () => {
    const member = await memberIn('IT');
    const { payment } = await paidPurchase(ctx.backend, ctx.db, member, 'p0', 'creditcard');
    await ctx.db.query(`UPDATE users SET country = 'DE' WHERE id = $1`, [member.id]);
    const { receipt } = await paymentDetail(ctx.backend, member, payment.id);
    expect(receipt!.company.vat_number).toBe(COMPANY_SEED.vat_numbers.NL);
    expect(receipt!.tax).toMatchObject({ country: 'IT', percent: 22 });
  });

  it('is null until the purchase is paid, and shows what a refund gave back', async () => {
    const member = await memberIn('NL');
    const { started } = await startedPayment(ctx.backend, ctx.db, member, 'p0');
    expect((await paymentDetail(ctx.backend, member, started.payment.id)).receipt).toBeNull();

    const { payment } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    await requestRefund(ctx.backend, member, payment.id).expect(200);
    expect((await paymentDetail(ctx.backend, member, payment.id)).receipt).toMatchObject({
      status: 'refunded',
      refunded_cents: payment.amount_cents,
    });
  });

  it('is mailed once: the settling transaction queues one receipt job, however often the webhook comes', async () => {
    const member = await memberIn('NL');
    const { payment, sandboxId } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    await Promise.all(Array.from({ length: 5 }, () => sandboxWebhook(ctx.backend, sandboxId).expect(200)));
    expect(await receiptJobs(payment.id)).toBe(1);
    const { started } = await startedPayment(ctx.backend, ctx.db, member, 'p1');
    expect(await receiptJobs(started.payment.id)).toBe(0);
  });
});
