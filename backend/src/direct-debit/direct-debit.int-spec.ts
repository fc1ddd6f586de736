import type { DataSource } from 'typeorm';
import { MAX_ID, type DirectDebitRequestResponse, type PaymentView, type StartPaymentResponse } from '@amoretto/shared';
import { PAYMENT_PROVIDER, SANDBOX_DIRECT_DEBIT_MS, SandboxProvider } from '@amoretto/shared/node';
import { chatMember, type ChatMember } from '../chats/chat-test-helpers';
import { eventsOf, memberMoney, packageId, sandboxIdOf, sandboxWebhook } from '../payments/payment-test-helpers';
import { seedDemoBlockedPaymentDetails } from '../seed/demo-blocked-payment-details';
import { dataSourceOf, useTestBackend } from '../testing/accounts-helpers';
import { bootBackend, type TestBackend } from '../testing/test-app';
import { DIRECT_DEBIT_LIMITS, OTP_MAX_ATTEMPTS, REQUESTS_PER_HOUR } from './direct-debit-rules';
import {
  blockDetail,
  codeFromInbox,
  confirmDirectDebit,
  directDebitForm,
  freshIban,
  freshPhone,
  requestDirectDebit,
  wrongCode,
} from './direct-debit-test-helpers';
import type { SandboxSmsInbox } from './sandbox-sms-page';

// On the shared test database (not an isolated one): member ids never repeat, so the per-member
// counters in Redis never carry over from another run or test file.
describe('direct debit: the form, the SMS code and the payment', () => {
  const ctx = useTestBackend();
  const db = (): DataSource => ctx.db;
  const member = () => chatMember(ctx.backend, db());
  const sandbox = () => ctx.backend.app.get<SandboxProvider>(PAYMENT_PROVIDER);

  /** A request sent and its code read from the sandbox SMS inbox. */
  async function requested(m: ChatMember, tier = 'p0', overrides = {}) {
    const form = directDebitForm(await packageId(db(), m.id, tier), overrides);
    const res = await requestDirectDebit(ctx.backend, m.cookie, form).expect(201);
    const body = res.body as DirectDebitRequestResponse;
    return { form, body, code: await codeFromInbox(ctx.backend, form.phone) };
  }

  const requestRow = async (id: number) =>
    (
      (await db().query(`SELECT status, otp_attempts, otp_hash, iban, phone, payment_id FROM direct_debit_requests WHERE id = $1`, [
        id,
      ])) as Array<{
        status: string;
        otp_attempts: number;
        otp_hash: string;
        iban: string;
        phone: string;
        payment_id: number | null;
      }>
    )[0]!;

  it('needs a member session', async () => {
    await ctx.backend.http().post('/api/directdebit').send({}).expect(403);
    await ctx.backend.http().post('/api/directdebit/1/confirm').send({ otp: '123456' }).expect(403);
  });

  describe('the form', () => {
    it('sends a six-digit code by SMS to the normalised phone, stored only as a hash, and hints at the number', async () => {
      const m = await member();
      const pkg = await packageId(db(), m.id, 'p1');
      const e164 = freshPhone();
      const form = directDebitForm(pkg, { phone: `06 ${e164.slice(4)}`, iban: 'nl91 abna 0417 1643 00' });
      const res = await requestDirectDebit(ctx.backend, m.cookie, form).expect(201);
      const body = res.body as DirectDebitRequestResponse;
      expect(body).toEqual({ request_id: expect.any(Number), phone_hint: `+31 •••••••${e164.slice(-2)}`, expires_at: expect.any(String) });
      const minutes = (new Date(body.expires_at).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(9);
      expect(minutes).toBeLessThanOrEqual(10);

      const code = await codeFromInbox(ctx.backend, e164);
      expect(code).toMatch(/^\d{6}$/);
      const row = await requestRow(body.request_id);
      expect(row).toMatchObject({ status: 'awaiting_code', otp_attempts: 0, iban: 'NL91ABNA0417164300', phone: e164, payment_id: null });
      expect(row.otp_hash).not.toContain(code);
      // Nothing is charged before the code is confirmed.
      expect(await db().query(`SELECT id FROM payments WHERE user_id = $1`, [m.id])).toEqual([]);
    });

    it('without the consent ticked: direct_debit_consent_required, and no SMS', async () => {
      const m = await member();
      const pkg = await packageId(db(), m.id);
      const { consent: _omitted, ...withoutConsent } = directDebitForm(pkg);
      const missing = await requestDirectDebit(ctx.backend, m.cookie, withoutConsent).expect(400);
      expect([missing.body.error.code, missing.body.error.fields]).toEqual(['direct_debit_consent_required', { consent: ['equals'] }]);
      const refused = await requestDirectDebit(
        ctx.backend,
        m.cookie,
        directDebitForm(pkg, { consent: false, phone: withoutConsent.phone }),
      ).expect(400);
      expect(refused.body.error.code).toBe('direct_debit_consent_required');
      const inbox = await ctx.backend.http().get('/api/sandbox/sms').query({ format: 'json', phone: withoutConsent.phone }).expect(200);
      expect((inbox.body as SandboxSmsInbox).messages).toEqual([]);
    });

    it('an IBAN with a wrong check digit, or of a country outside SEPA: invalid_iban on the iban field', async () => {
      const m = await member();
      const pkg = await packageId(db(), m.id);
      const checksum = await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(pkg, { iban: 'NL91ABNA0417164301' })).expect(400);
      expect([checksum.body.error.code, checksum.body.error.fields]).toEqual(['invalid_iban', { iban: ['isIban'] }]);
      const garbage = await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(pkg, { iban: 'not an iban' })).expect(400);
      expect(garbage.body.error.code).toBe('invalid_iban');
      const brazil = await requestDirectDebit(
        ctx.backend,
        m.cookie,
        directDebitForm(pkg, { iban: 'BR1800360305000010009795493C1' }),
      ).expect(400);
      expect([brazil.body.error.code, brazil.body.error.fields]).toEqual(['invalid_iban', { iban: ['sepaCountry'] }]);
    });

    it('a landline or no number at all: validation_failed on the phone field; missing fields are named', async () => {
      const m = await member();
      const pkg = await packageId(db(), m.id);
      const landline = await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(pkg, { phone: '020 123 4567' })).expect(400);
      expect([landline.body.error.code, landline.body.error.fields]).toEqual(['validation_failed', { phone: ['isMobilePhone'] }]);
      const { holder: _h, city: _c, ...partial } = directDebitForm(pkg);
      const missing = await requestDirectDebit(ctx.backend, m.cookie, partial).expect(400);
      expect(Object.keys(missing.body.error.fields as object).sort()).toEqual(['city', 'holder']);
    });

    it('a blocked IBAN, or a blocked phone however it is typed: direct_debit_blocked, and no SMS', async () => {
      const m = await member();
      const pkg = await packageId(db(), m.id);
      const iban = freshIban();
      await blockDetail(db(), 'iban', iban);
      const typedIban = iban.replace(/(.{4})/g, '$1 ').toLowerCase();
      const byIban = await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(pkg, { iban: typedIban })).expect(422);
      expect(byIban.body.error.code).toBe('direct_debit_blocked');

      const phone = freshPhone();
      await blockDetail(db(), 'phone', phone);
      const byPhone = await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(pkg, { phone: `0${phone.slice(3)}` })).expect(422);
      expect(byPhone.body.error.code).toBe('direct_debit_blocked');
      const inbox = await ctx.backend.http().get('/api/sandbox/sms').query({ format: 'json', phone }).expect(200);
      expect((inbox.body as SandboxSmsInbox).messages).toEqual([]);
    });

    it("the dev seed's demo IBAN and phone are blocked as a tester types them (seeded once)", async () => {
      await seedDemoBlockedPaymentDetails(db());
      expect(await seedDemoBlockedPaymentDetails(db())).toBe(0);
      const m = await member();
      const pkg = await packageId(db(), m.id);
      const byIban = await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(pkg, { iban: 'NL02 ABNA 0123 4567 89' })).expect(422);
      expect(byIban.body.error.code).toBe('direct_debit_blocked');
      const byPhone = await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(pkg, { phone: '06 11111111' })).expect(422);
      expect(byPhone.body.error.code).toBe('direct_debit_blocked');
    });

    it("is not offered where the member's country has no direct debit, nor for a package of another site", async () => {
      const m = await member();
      const pkg = await packageId(db(), m.id);
      await db().query(`UPDATE users SET country = 'GB' WHERE id = $1`, [m.id]);
      const gb = await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(pkg, { phone: '+31612345678' })).expect(422);
      expect(gb.body.error.code).toBe('payment_method_unavailable');

      const other = await member();
      const [italian] = (await db().query(
        `SELECT k.id FROM credit_packages k JOIN sites s ON s.id = k.site_id WHERE s.domain = 'amoretto.it' LIMIT 1`,
      )) as Array<{ id: number }>;
      const foreign = await requestDirectDebit(ctx.backend, other.cookie, directDebitForm(italian!.id)).expect(404);
      expect(foreign.body.error.code).toBe('package_not_found');
    });

    it(`takes at most ${REQUESTS_PER_HOUR} requests an hour from a member (each could send a text)`, async () => {
      const m = await member();
      const pkg = await packageId(db(), m.id);
      for (let i = 0; i < REQUESTS_PER_HOUR; i++)
        await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(pkg, { consent: false })).expect(400);
      const limited = await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(pkg)).expect(429);
      expect(limited.body.error).toMatchObject({ code: 'too_many_requests', details: { seconds: expect.any(Number) } });
    });
  });

  describe('the SMS code', () => {
    it('the right code starts the payment (pending, no checkout page); the sandbox collects it and the credits come once', async () => {
      const m = await member();
      const { body, code } = await requested(m, 'p1');
      const res = await confirmDirectDebit(ctx.backend, m.cookie, body.request_id, code).expect(201);
      const started = res.body as StartPaymentResponse;
      expect(started.checkout_url).toBeNull();
      expect(started.payment).toMatchObject({ status: 'pending', method: 'directdebit', package: { tier: 'p1' } });
      expect(await requestRow(body.request_id)).toMatchObject({ status: 'confirmed', payment_id: started.payment.id });

      // A retried confirmation (a lost answer) gives the same payment, never a second one.
      const again = (await confirmDirectDebit(ctx.backend, m.cookie, body.request_id, code).expect(201)).body as StartPaymentResponse;
      expect(again.payment.id).toBe(started.payment.id);
      expect(await db().query(`SELECT count(*)::int AS n FROM payments WHERE user_id = $1`, [m.id])).toEqual([{ n: 1 }]);

      // The sandbox collects it after a while (a delayed job), then reports it like any payment.
      const sandboxId = await sandboxIdOf(db(), started.payment.id);
      const jobs = (await db().query(
        `SELECT payload, delay_ms FROM outbox WHERE job_name = 'sandbox.complete-pending' AND payload->>'id' = $1`,
        [sandboxId],
      )) as unknown[];
      expect(jobs).toEqual([{ payload: { id: sandboxId, status: 'paid' }, delay_ms: SANDBOX_DIRECT_DEBIT_MS }]);
      expect(await memberMoney(db(), m.id)).toMatchObject({ credits: 0, paid_user: false });
      await db().transaction((manager) => sandbox().completePending(manager, sandboxId, 'paid'));
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);
      await sandboxWebhook(ctx.backend, sandboxId).expect(200);

      const credits = started.payment.package.credits;
      expect(await memberMoney(db(), m.id)).toMatchObject({ credits, paid_user: true, purchases: 1, ledger_sum: credits });
      expect((await eventsOf(db(), { paymentId: started.payment.id })).filter((e) => e.outcome === 'applied')).toHaveLength(1);
      const view = (await ctx.backend.http().get(`/api/payments/${started.payment.id}`).set('Cookie', m.cookie).expect(200)).body as {
        payment: PaymentView;
      };
      expect(view.payment).toMatchObject({ status: 'paid', method: 'directdebit' });
    });

    it(`a wrong code is counted; after ${OTP_MAX_ATTEMPTS} the request is over, even for the right code`, async () => {
      const m = await member();
      const { body, code } = await requested(m);
      const left: unknown[] = [];
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
        const res = await confirmDirectDebit(ctx.backend, m.cookie, body.request_id, wrongCode(code)).expect(400);
        expect(res.body.error.code).toBe('direct_debit_invalid_code');
        left.push(res.body.error.details.attempts_left);
      }
      expect(left).toEqual([4, 3, 2, 1, 0]);
      expect(await requestRow(body.request_id)).toMatchObject({ status: 'failed', otp_attempts: OTP_MAX_ATTEMPTS });
      const over = await confirmDirectDebit(ctx.backend, m.cookie, body.request_id, code).expect(410);
      expect(over.body.error.code).toBe('direct_debit_code_expired');
      expect(await db().query(`SELECT id FROM payments WHERE user_id = $1`, [m.id])).toEqual([]);
    });

    it('a code typed with spaces works; text that is no code counts as a wrong one', async () => {
      const m = await member();
      const { body, code } = await requested(m);
      const letters = await confirmDirectDebit(ctx.backend, m.cookie, body.request_id, 'abcdef').expect(400);
      expect(letters.body.error).toMatchObject({ code: 'direct_debit_invalid_code', details: { attempts_left: OTP_MAX_ATTEMPTS - 1 } });
      await confirmDirectDebit(ctx.backend, m.cookie, body.request_id, `${code.slice(0, 3)} ${code.slice(3)}`).expect(201);
    });

    it('an expired code, or one replaced by a newer request, is refused with direct_debit_code_expired', async () => {
      const m = await member();
      const first = await requested(m);
      await db().query(`UPDATE direct_debit_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [first.body.request_id]);
      const expired = await confirmDirectDebit(ctx.backend, m.cookie, first.body.request_id, first.code).expect(410);
      expect(expired.body.error.code).toBe('direct_debit_code_expired');

      const older = await requested(m);
      const newer = await requested(m);
      await confirmDirectDebit(ctx.backend, m.cookie, older.body.request_id, older.code).expect(410);
      await confirmDirectDebit(ctx.backend, m.cookie, newer.body.request_id, newer.code).expect(201);
    });

    it("another member cannot confirm someone else's request, even with its code (404)", async () => {
      const owner = await member();
      const stranger = await member();
      const { body, code } = await requested(owner);
      const res = await confirmDirectDebit(ctx.backend, stranger.cookie, body.request_id, code).expect(404);
      expect(res.body.error.code).toBe('not_found');
      await confirmDirectDebit(ctx.backend, stranger.cookie, MAX_ID, code).expect(404);
      await ctx.backend.http().post('/api/directdebit/abc/confirm').set('Cookie', stranger.cookie).send({ otp: code }).expect(404);
      expect(await requestRow(body.request_id)).toMatchObject({ status: 'awaiting_code', otp_attempts: 0 });
      await confirmDirectDebit(ctx.backend, owner.cookie, body.request_id, code).expect(201);
    });

    it('a phone or IBAN blocked while the code was on its way stops the confirmation', async () => {
      const m = await member();
      const { form, body, code } = await requested(m);
      await blockDetail(db(), 'phone', form.phone);
      const res = await confirmDirectDebit(ctx.backend, m.cookie, body.request_id, code).expect(422);
      expect(res.body.error.code).toBe('direct_debit_blocked');
      expect(await db().query(`SELECT id FROM payments WHERE user_id = $1`, [m.id])).toEqual([]);
    });
  });

  describe('the per-member limit', () => {
    it(`after ${DIRECT_DEBIT_LIMITS.perDay} direct debits in a day the next is refused: direct_debit_limit_reached`, async () => {
      const m = await member();
      for (let i = 0; i < DIRECT_DEBIT_LIMITS.perDay; i++) {
        const { body, code } = await requested(m);
        await confirmDirectDebit(ctx.backend, m.cookie, body.request_id, code).expect(201);
      }
      const res = await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(await packageId(db(), m.id, 'p0')))
        .set('Accept-Language', 'en')
        .expect(422);
      expect(res.body.error).toMatchObject({ code: 'direct_debit_limit_reached', details: { available_cents: 0 } });
      // The message offers the three ways on: later, a cheaper package, another method.
      expect(res.body.error.message).toMatch(/later.*cheaper package.*another payment method/);
    });

    it('over the 30-day amount a dearer package is refused, saying what is left; a cheaper one still goes', async () => {
      const m = await member();
      const spentCents = DIRECT_DEBIT_LIMITS.windowCents - 1000;
      await db().query(
        `INSERT INTO payments (user_id, site_id, package_id, credits, price_cents, amount_cents, currency, method, status, provider,
                               idempotency_key, created_at)
         SELECT u.id, u.site_id, k.id, k.credits, k.price_cents, $2, k.currency, 'directdebit', 'paid', 'sandbox', 'earlier-direct-debit',
                now() - interval '3 days'
           FROM users u JOIN credit_packages k ON k.site_id = u.site_id AND k.tier = 'p3' WHERE u.id = $1`,
        [m.id, spentCents],
      );
      const dear = await requestDirectDebit(ctx.backend, m.cookie, directDebitForm(await packageId(db(), m.id, 'p2'))).expect(422);
      expect(dear.body.error).toMatchObject({ code: 'direct_debit_limit_reached', details: { available_cents: 1000 } });
      // p0 with the new member's time bonus (25 %) costs 7.49: within the 10.00 left.
      const { body, code } = await requested(m, 'p0');
      await confirmDirectDebit(ctx.backend, m.cookie, body.request_id, code).expect(201);
    });

    it('is checked again at confirmation: of two requests confirmed at once only one passes it', async () => {
      const m = await member();
      const spentCents = DIRECT_DEBIT_LIMITS.windowCents - 800;
      await db().query(
        `INSERT INTO payments (user_id, site_id, package_id, credits, price_cents, amount_cents, currency, method, status, provider, idempotency_key)
         SELECT u.id, u.site_id, k.id, k.credits, k.price_cents, $2, k.currency, 'directdebit', 'paid', 'sandbox', 'earlier-direct-debit'
           FROM users u JOIN credit_packages k ON k.site_id = u.site_id AND k.tier = 'p3' WHERE u.id = $1`,
        [m.id, spentCents],
      );
      // Two requests both awaiting their code (as two forms sent at the same moment can leave them),
      // each within the limit alone (7.49 of the 8.00 left), not together.
      const first = await requested(m, 'p0');
      const second = await requested(m, 'p0');
      await db().query(`UPDATE direct_debit_requests SET status = 'awaiting_code' WHERE id = $1`, [first.body.request_id]);
      const answers = await Promise.all([first, second].map((r) => confirmDirectDebit(ctx.backend, m.cookie, r.body.request_id, r.code)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
      expect(answers.find((a) => a.status === 422)!.body.error.code).toBe('direct_debit_limit_reached');
      expect(
        await db().query(`SELECT count(*)::int AS n FROM payments WHERE user_id = $1 AND idempotency_key <> 'earlier-direct-debit'`, [
          m.id,
        ]),
      ).toEqual([{ n: 1 }]);
    });
  });

  describe('the sandbox SMS inbox', () => {
    it('lists the texts newest first as HTML without script, every value escaped; ?format=json for tests', async () => {
      const phone = freshPhone();
      await db().query(`INSERT INTO sms_messages (phone, body) VALUES ($1, 'first'), ($1, $2)`, [phone, '<script>alert(1)</script> & "x"']);
      const page = await ctx.backend.http().get('/api/sandbox/sms').expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
      expect(page.text).not.toMatch(/<script|\sstyle=|<style|\son[a-z]+=/i);
      expect(page.text.indexOf('&lt;script&gt;')).toBeLessThan(page.text.indexOf('>first<'));
      expect(page.text).toContain(phone);

      const json = (await ctx.backend.http().get('/api/sandbox/sms').query({ format: 'json', phone }).expect(200)).body as SandboxSmsInbox;
      expect(json.messages.map((m) => m.text)).toEqual(['<script>alert(1)</script> & "x"', 'first']);
      expect(json.messages[0]).toEqual({ id: expect.any(String), phone, text: expect.any(String), created_at: expect.any(String) });
      await ctx.backend
        .http()
        .get('/api/sandbox/sms.css')
        .expect(200)
        .expect('Content-Type', /text\/css/);
    });
  });
});

describe('direct debit without an SMS sender', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await bootBackend({ config: { SMS_SENDER: 'none' } });
  });
  afterAll(() => backend.close());

  it('has no sandbox inbox, and direct debit is not offered', async () => {
    await backend.http().get('/api/sandbox/sms').expect(404);
    await backend.http().get('/api/sandbox/sms?format=json').expect(404);
    const db = dataSourceOf(backend.app);
    const m = await chatMember(backend, db);
    const res = await requestDirectDebit(backend, m.cookie, directDebitForm(await packageId(db, m.id))).expect(422);
    expect(res.body.error.code).toBe('payment_method_unavailable');
  });
});
