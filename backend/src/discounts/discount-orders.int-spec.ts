import type { PackagesResponse, StartPaymentResponse } from '@amoretto/shared';
import { TIME_BONUS_WINDOW_SECONDS } from '@amoretto/shared';
import { NL_HOST, viewerOn } from '../members/member-test-helpers';
import {
  chooseOnCheckout,
  memberMoney,
  packageId,
  sandboxIdOf,
  sandboxWebhook,
  startPayment,
  type Member,
} from '../payments/payment-test-helpers';
import { useTestBackend } from '../testing/accounts-helpers';
import { createCode, signedUpAgo } from './discount-test-helpers';
import { WELCOME_WINDOW_SECONDS } from './discount-rules';

// Discounts through the whole order: priced by the server, charged as shown, redeemed once
// the payment is paid (the sandbox provider's checkout page and its signed webhook).
describe('discounts on orders', () => {
  const ctx = useTestBackend();
  const member = () => viewerOn(ctx.backend, ctx.db);
  const packages = async (m: Member, query = ''): Promise<PackagesResponse> =>
    (await ctx.backend.http().get(`/api/payments/packages${query}`).set('Host', NL_HOST).set('Cookie', m.cookie).expect(200)).body;

  /** Orders p1 (with a code), pays it on the sandbox page and delivers the webhook. */
  async function buy(m: Member, code: string | null = null): Promise<StartPaymentResponse> {
    const res = await startPayment(ctx.backend, m, { package_id: await packageId(ctx.db, m.id), discount_code: code }).expect(201);
    const started = res.body as StartPaymentResponse;
    const sandboxId = await sandboxIdOf(ctx.db, started.payment.id);
    await chooseOnCheckout(ctx.backend, sandboxId, 'paid').expect((r) => expect(r.status).toBeLessThan(400));
    await sandboxWebhook(ctx.backend, sandboxId).expect(200);
    return started;
  }

  it('a code is charged as shown, and refused on a second order once the first was paid', async () => {
    const m = await member();
    await signedUpAgo(ctx.db, m.id, WELCOME_WINDOW_SECONDS + 1);
    const code = await createCode(ctx.db, { value_percentage: 20 });
    const shown = (await packages(m, `?code=${code.code}`)).packages.find((p) => p.tier === 'p1')!;
    expect(shown.amount_cents).toBe(Math.round(shown.price_cents * 0.8));

    const first = await buy(m, code.code);
    expect(first.payment).toMatchObject({ amount_cents: shown.amount_cents, discount: { code: code.code, percentage: 20 } });
    expect(await memberMoney(ctx.db, m.id)).toMatchObject({ paid_user: true, purchases: 1 });

    const again = await startPayment(ctx.backend, m, { package_id: await packageId(ctx.db, m.id), discount_code: code.code }).expect(409);
    expect(again.body.error.code).toBe('discount_code_used');
    const listed = await ctx.backend.http().get(`/api/payments/packages?code=${code.code}`).set('Cookie', m.cookie).expect(409);
    expect(listed.body.error.code).toBe('discount_code_used');
  });

  it('an unpaid order does not use the code up: a cancelled payment leaves it for the next try', async () => {
    const m = await member();
    const code = await createCode(ctx.db);
    const res = await startPayment(ctx.backend, m, { package_id: await packageId(ctx.db, m.id), discount_code: code.code }).expect(201);
    const sandboxId = await sandboxIdOf(ctx.db, (res.body as StartPaymentResponse).payment.id);
    await chooseOnCheckout(ctx.backend, sandboxId, 'canceled');
    await sandboxWebhook(ctx.backend, sandboxId).expect(200);
    await startPayment(ctx.backend, m, { package_id: await packageId(ctx.db, m.id), discount_code: code.code, method: 'paypal' }).expect(
      201,
    );
  });

  it('a code for another payment method is refused on the order', async () => {
    const m = await member();
    const code = await createCode(ctx.db, { paymentmethods: ['paypal'] });
    const res = await startPayment(ctx.backend, m, {
      package_id: await packageId(ctx.db, m.id),
      discount_code: code.code,
      method: 'ideal',
    }).expect(422);
    expect(res.body.error.code).toBe('discount_code_not_applicable');
  });

  it('the welcome offer prices the first purchase after the time bonus; afterwards the member pays full price', async () => {
    const m = await member();
    await signedUpAgo(ctx.db, m.id, TIME_BONUS_WINDOW_SECONDS + 60);
    const before = await packages(m);
    expect(before.discount).toMatchObject({ source: 'welcome', percentage: 25, code: 'WELCOME25' });
    const p1 = before.packages.find((p) => p.tier === 'p1')!;
    const paid = await buy(m);
    expect(paid.payment).toMatchObject({ amount_cents: p1.amount_cents, discount: { code: 'WELCOME25', percentage: 25 } });

    const after = await packages(m);
    expect(after.discount).toBeNull();
    expect(after.packages.every((p) => p.amount_cents === p.price_cents)).toBe(true);
    expect((await ctx.backend.http().get('/api/discountcode.php?welcome=true').set('Cookie', m.cookie).expect(200)).body).toEqual({
      discount: null,
    });
  });

  it('once the time bonus and the welcome offer are over, the order is at full price', async () => {
    const m = await member();
    await signedUpAgo(ctx.db, m.id, WELCOME_WINDOW_SECONDS + 60);
    const res = await startPayment(ctx.backend, m, { package_id: await packageId(ctx.db, m.id) }).expect(201);
    const payment = (res.body as StartPaymentResponse).payment;
    expect(payment.amount_cents).toBe(payment.price_cents);
    expect(payment.discount).toBeNull();
  });
});
