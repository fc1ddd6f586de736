import { randomUUID } from 'node:crypto';
import type { MemberPageResponse, PackagesResponse, PaymentView, StartPaymentResponse } from '@amoretto/shared';
import { PAYMENT_PROVIDER, SandboxProvider, SANDBOX_CARD_LABEL, SANDBOX_PENDING_MS } from '@amoretto/shared/node';
import { chatMember } from '../chats/chat-test-helpers';
import { insertMember, insertPhoto, NL_HOST } from '../members/member-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import {
  chooseOnCheckout,
  memberMoney,
  packageId,
  sandboxIdOf,
  sandboxWebhook,
  startedPayment,
  startPayment,
} from './payment-test-helpers';
import { PaymentsService } from './payments.service';

describe('payments: packages, orders and the sandbox provider', () => {
  const ctx = useIsolatedBackend('payments');
  const http = () => ctx.backend.http();
  const outboxJobs = async (name: string, sandboxId: string) =>
    (await ctx.db.query(`SELECT payload, delay_ms FROM outbox WHERE job_name = $1 AND payload->>'id' = $2 ORDER BY id`, [
      name,
      sandboxId,
    ])) as Array<{
      payload: { id: string; status?: string };
      delay_ms: number;
    }>;
  const sandbox = () => ctx.backend.app.get<SandboxProvider>(PAYMENT_PROVIDER);
  const payments = () => ctx.backend.app.get(PaymentsService);
  const finishPending = (sandboxId: string, status: 'paid' | 'failed') =>
    ctx.db.transaction((manager) => sandbox().completePending(manager, sandboxId, status));

  describe('packages', () => {
    it("a visitor sees the site's four packages at list price with the methods of the site's country", async () => {
      const res = await http().get('/api/payments/packages').set('Host', NL_HOST).expect(200);
      const body = res.body as PackagesResponse;
      expect(body.discount).toBeNull();
      expect(body.packages.map((p) => p.tier)).toEqual(['p0', 'p1', 'p2', 'p3']);
      expect(body.packages.filter((p) => p.popular)).toHaveLength(1);
      for (const p of body.packages) expect(p).toMatchObject({ currency: 'EUR', amount_cents: p.price_cents });
      expect(body.methods[0]).toBe('ideal');
      const pl = (await http().get('/api/payments/packages').set('Host', 'amoretto.pl').expect(200)).body as PackagesResponse;
      expect(pl.packages[0]!.currency).toBe('PLN');
      expect(pl.methods).toEqual(expect.arrayContaining(['blik', 'prezelewy24']));
    });

    it('a new member sees the prices of the time bonus, computed by the server, and pays exactly that', async () => {
      const member = await chatMember(ctx.backend, ctx.db);
      const body = (await http().get('/api/payments/packages').set('Host', NL_HOST).set('Cookie', member.cookie).expect(200))
        .body as PackagesResponse;
      expect(body.discount).toMatchObject({ source: 'time_bonus', percentage: 25 });
      const p1 = body.packages.find((p) => p.tier === 'p1')!;
      expect(p1.amount_cents).toBe(Math.round(p1.price_cents * 0.75));
      const { started } = await startedPayment(ctx.backend, ctx.db, member, 'p1');
      expect(started.payment).toMatchObject({ amount_cents: p1.amount_cents, price_cents: p1.price_cents, discount: { percentage: 25 } });
    });

    it('a discount code that does not exist is refused on the packages and on the order', async () => {
      const member = await chatMember(ctx.backend, ctx.db);
      const refused = await http().get('/api/payments/packages?code=NOSUCHCODE').set('Cookie', member.cookie).expect(404);
      expect(refused.body.error.code).toBe('discount_code_not_found');
      const order = await startPayment(ctx.backend, member, {
        package_id: await packageId(ctx.db, member.id),
        discount_code: 'NOSUCHCODE',
      }).expect(404);
      expect(order.body.error.code).toBe('discount_code_not_found');
    });
  });

  describe('orders', () => {
    it('the same idempotency key answers the same payment, also when sent five times at once', async () => {
      const member = await chatMember(ctx.backend, ctx.db);
      const pkg = await packageId(ctx.db, member.id);
      const key = randomUUID();
      const first = await startPayment(ctx.backend, member, { package_id: pkg, idempotency_key: key }).expect(201);
      const again = await startPayment(ctx.backend, member, { package_id: pkg, idempotency_key: key }).expect(200);
      expect(again.body).toEqual(first.body);

      const raced = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => startPayment(ctx.backend, member, { package_id: pkg, idempotency_key: raced })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
      const ids = new Set(answers.map((a) => (a.body as StartPaymentResponse).payment.id));
      const urls = new Set(answers.map((a) => (a.body as StartPaymentResponse).checkout_url));
      expect([ids.size, urls.size]).toEqual([1, 1]);
      const [count] = (await ctx.db.query(
        `SELECT count(*)::int AS payments, count(DISTINCT provider_payment_id)::int AS provider_payments FROM payments WHERE user_id = $1`,
        [member.id],
      )) as Array<{ payments: number; provider_payments: number }>;
      expect(count).toEqual({ payments: 2, provider_payments: 2 });
    });

    it("refuses a method the member's country does not offer, direct debit (its own flow) and a package of another site", async () => {
      const member = await chatMember(ctx.backend, ctx.db);
      const pkg = await packageId(ctx.db, member.id);
      for (const method of ['blik', 'postepay', 'directdebit']) {
        const res = await startPayment(ctx.backend, member, { package_id: pkg, method }).expect(422);
        expect(res.body.error.code).toBe('payment_method_unavailable');
      }
      await startPayment(ctx.backend, member, { package_id: pkg, method: 'bitcoin' }).expect(400);
      const [italian] = (await ctx.db.query(
        `SELECT k.id FROM credit_packages k JOIN sites s ON s.id = k.site_id WHERE s.domain = 'amoretto.it' LIMIT 1`,
      )) as Array<{ id: number }>;
      const other = await startPayment(ctx.backend, member, { package_id: italian!.id }).expect(404);
      expect(other.body.error.code).toBe('package_not_found');
      expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0 });
      await http().post('/api/payments').send({ package_id: pkg, method: 'ideal', idempotency_key: randomUUID() }).expect(403);
    });

    it("lists the member's own payments newest first; another member's payment is not found", async () => {
      const member = await chatMember(ctx.backend, ctx.db);
      const other = await chatMember(ctx.backend, ctx.db);
      const a = await startedPayment(ctx.backend, ctx.db, member, 'p0');
      const b = await startedPayment(ctx.backend, ctx.db, member, 'p2');
      const list = (await http().get('/api/payments').set('Cookie', member.cookie).expect(200)).body as { payments: PaymentView[] };
      expect(list.payments.map((p) => p.id)).toEqual([b.started.payment.id, a.started.payment.id]);
      expect(list.payments[0]).toMatchObject({ status: 'open', package: { tier: 'p2' }, method: 'ideal', refundable: false });
      const res = await http().get(`/api/payments/${a.started.payment.id}`).set('Cookie', other.cookie).expect(404);
      expect(res.body.error.code).toBe('payment_not_found');
      await http().get('/api/payments/abc').set('Cookie', member.cookie).expect(404);
    });

    it('the first purchase makes the member premium: the member page then gives the photo addresses it hid', async () => {
      const member = await chatMember(ctx.backend, ctx.db);
      const other = await insertMember(ctx.db, { name: 'Femke' });
      await insertPhoto(ctx.db, other, 0);
      const locked = await insertPhoto(ctx.db, other, 1);
      const page = async () =>
        (await http().get(`/api/members/${other}`).set('Host', NL_HOST).set('Cookie', member.cookie).expect(200)).text;
      const before = await page();
      expect(before).not.toContain(locked.filename);
      expect((JSON.parse(before) as MemberPageResponse).profile.photos).toContainEqual({ id: locked.id, locked: true });

      const { sandboxId } = await startedPayment(ctx.backend, ctx.db, member);
      await chooseOnCheckout(ctx.backend, sandboxId, 'paid').expect(303);
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);

      expect(await memberMoney(ctx.db, member.id)).toMatchObject({ paid_user: true });
      const after = await page();
      expect(after).toContain(locked.filename);
      expect(after).toContain(locked.thumb_filename);
    });
  });

  describe('the sandbox provider', () => {
    it('serves a checkout page without inline script or style, then sends the member back to the payment on their site', async () => {
      const member = await chatMember(ctx.backend, ctx.db);
      const { started, sandboxId } = await startedPayment(ctx.backend, ctx.db, member, 'p0');
      const page = await http().get(`/api/sandbox/checkout/${sandboxId}`).set('Host', NL_HOST).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      // A browser names the page's origin on the form post only under a policy that allows it.
      expect(page.headers['referrer-policy']).toBe('same-origin');
      const amount = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(started.payment.amount_cents / 100);
      expect(page.text).toContain(amount);
      expect(page.text).toContain('ideal');
      expect(page.text).toContain(`#${started.payment.id}`);
      for (const outcome of ['paid', 'failed', 'canceled', 'expired', 'pending_then_paid'])
        expect(page.text).toContain(`value="${outcome}"`);
      expect(page.text).not.toMatch(/<script|\sstyle=|<style|\son[a-z]+=/i);
      await http()
        .get('/api/sandbox/checkout.css')
        .expect(200)
        .expect('Content-Type', /text\/css/);

      const back = await chooseOnCheckout(ctx.backend, sandboxId, 'canceled').expect(303);
      expect(back.headers.location).toBe(`http://${NL_HOST}/transactions/${started.payment.id}?return=1`);
      // Chosen once: a second choice changes nothing.
      await chooseOnCheckout(ctx.backend, sandboxId, 'paid').expect(303);
      expect((await http().get(`/api/sandbox/checkout/${sandboxId}`).expect(200)).text).toContain('This payment is canceled');
      await http().get('/api/sandbox/checkout/sbx_00000000000000000000').expect(404);
      await http().post('/api/sandbox/checkout/sbx_00000000000000000000').type('form').send({ outcome: 'paid' }).expect(404);
      await http().post(`/api/sandbox/checkout/${sandboxId}`).type('form').send({ outcome: 'free' }).expect(400);
    });

    it('"pending then paid" is pending first, and paid once the sandbox finishes it (a delayed job)', async () => {
      const member = await chatMember(ctx.backend, ctx.db);
      const { started, sandboxId } = await startedPayment(ctx.backend, ctx.db, member);
      await chooseOnCheckout(ctx.backend, sandboxId, 'pending_then_paid').expect(303);
      expect(await outboxJobs('sandbox.complete-pending', sandboxId)).toEqual([
        { payload: { id: sandboxId, status: 'paid' }, delay_ms: SANDBOX_PENDING_MS },
      ]);
      expect(await outboxJobs('sandbox.webhook-delivery', sandboxId)).toHaveLength(1);
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);
      const pending = (await http().get(`/api/payments/${started.payment.id}`).set('Cookie', member.cookie).expect(200)).body as {
        payment: PaymentView;
      };
      expect(pending.payment.status).toBe('pending');
      expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0 });

      await finishPending(sandboxId, 'paid');
      expect(await outboxJobs('sandbox.webhook-delivery', sandboxId)).toHaveLength(2);
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);
      expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: started.payment.package.credits, paid_user: true });
    });

    it('a paid card payment keeps the card; a recurring charge on it needs no checkout and settles paid, or failed once the tester declines the card', async () => {
      const member = await chatMember(ctx.backend, ctx.db);
      const { started, sandboxId } = await startedPayment(ctx.backend, ctx.db, member, 'p0', 'creditcard');
      await chooseOnCheckout(ctx.backend, sandboxId, 'paid').expect(303);
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);
      const [mandate] = (await ctx.db.query(`SELECT id, method, label, provider_customer_id FROM mandates WHERE user_id = $1`, [
        member.id,
      ])) as Array<{
        id: number;
        method: string;
        label: string;
        provider_customer_id: string;
      }>;
      expect(mandate).toMatchObject({ method: 'creditcard', label: SANDBOX_CARD_LABEL, provider_customer_id: `sbxcst_${member.id}` });
      const [linked] = (await ctx.db.query(`SELECT mandate_id, sequence_type FROM payments WHERE id = $1`, [started.payment.id])) as Array<{
        mandate_id: number;
        sequence_type: string;
      }>;
      expect(linked).toEqual({ mandate_id: mandate!.id, sequence_type: 'first' });

      const payments = ctx.backend.app.get(PaymentsService);
      const pkg = await packageId(ctx.db, member.id, 'p1');
      const repeat = (key = randomUUID()) =>
        payments.startPayment(member.id, {
          packageId: pkg,
          method: 'creditcard',
          discountCode: null,
          idempotencyKey: key,
          sequenceType: 'recurring',
          mandate: { id: mandate!.id },
        });
      const charged = await repeat();
      expect(charged.response).toMatchObject({ checkout_url: null, payment: { status: 'pending' } });
      const chargedId = await sandboxIdOf(ctx.db, charged.response.payment.id);
      expect((await outboxJobs('sandbox.complete-pending', chargedId))[0]!.payload.status).toBe('paid');
      await finishPending(chargedId, 'paid');
      await sandboxWebhook(ctx.backend, chargedId).expect(200);
      expect(await memberMoney(ctx.db, member.id)).toMatchObject({ purchases: 2 });

      await http().post(`/api/sandbox/mandates/${mandate!.id}/outcome`).send({ outcome: 'failed' }).expect(200);
      const declined = await repeat();
      const declinedId = await sandboxIdOf(ctx.db, declined.response.payment.id);
      expect((await outboxJobs('sandbox.complete-pending', declinedId))[0]!.payload.status).toBe('failed');
      await finishPending(declinedId, 'failed');
      await sandboxWebhook(ctx.backend, declinedId).expect(200);
      const view = await payments.get(member.id, declined.response.payment.id);
      expect(view.payment.status).toBe('failed');
      expect(await memberMoney(ctx.db, member.id)).toMatchObject({ purchases: 2 });

      // Someone else's mandate, or none, cannot be charged.
      const stranger = await chatMember(ctx.backend, ctx.db);
      await expect(
        payments.startPayment(stranger.id, {
          packageId: await packageId(ctx.db, stranger.id),
          method: 'creditcard',
          discountCode: null,
          idempotencyKey: randomUUID(),
          sequenceType: 'recurring',
          mandate: { id: mandate!.id },
        }),
      ).rejects.toMatchObject({ code: 'recurring_payment_failed' });
    });

    it('a checkout page left alone for an hour lapses: the provider reports the payment expired', async () => {
      const member = await chatMember(ctx.backend, ctx.db);
      const { started, sandboxId } = await startedPayment(ctx.backend, ctx.db, member);
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);
      expect((await payments().get(member.id, started.payment.id)).payment.status).toBe('open');
      await ctx.db.query(`UPDATE sandbox_payments SET created_at = now() - interval '61 minutes' WHERE id = $1`, [sandboxId]);
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);
      expect((await payments().get(member.id, started.payment.id)).payment.status).toBe('expired');
      await chooseOnCheckout(ctx.backend, sandboxId, 'paid').expect(303);
      expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, paid_user: false });
    });

    it("a chargeback from the tester's control reaches the product through the webhook and takes the credits back", async () => {
      const member = await chatMember(ctx.backend, ctx.db);
      const { started, sandboxId } = await startedPayment(ctx.backend, ctx.db, member);
      await chooseOnCheckout(ctx.backend, sandboxId, 'paid').expect(303);
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);
      await http().post(`/api/payments/${started.payment.id}/chargeback`).expect(404);
      await http().post(`/api/sandbox/payments/${started.payment.id}/chargeback`).expect(200);
      await http().post(`/api/sandbox/payments/${started.payment.id}/chargeback`).expect(404);
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);
      expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, credit_debt: 0, paid_user: false });
      const view = (await http().get(`/api/payments/${started.payment.id}`).set('Cookie', member.cookie).expect(200)).body as {
        payment: PaymentView;
      };
      expect(view.payment).toMatchObject({ status: 'charged_back', reversed_credits: started.payment.package.credits });
    });
  });
});
