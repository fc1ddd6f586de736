import type { DataSource } from 'typeorm';
import { TIME_BONUS_WINDOW_SECONDS } from '@amoretto/shared';
import { NL_HOST, viewerOn } from '../members/member-test-helpers';
import { seedDemoDiscountCodes } from '../seed/demo-discount-codes';
import { useTestBackend } from '../testing/accounts-helpers';
import { createCode, packageOn, paidPurchaseWith, signedUpAgo } from './discount-test-helpers';
import { WELCOME_WINDOW_SECONDS } from './discount-rules';
import { DiscountsService } from './discounts.service';

const HOUR = 3600;

describe('discounts: codes, the welcome offer and the time bonus', () => {
  const ctx = useTestBackend();
  const db = (): DataSource => ctx.db;
  const member = () => viewerOn(ctx.backend, db());
  const get = (cookie: string, path: string) => ctx.backend.http().get(path).set('Cookie', cookie);
  const service = () => ctx.backend.app.get(DiscountsService);
  const order = { method: null, currency: 'EUR', country: 'NL', orderCents: null };

  it('needs a member session', async () => {
    expect((await ctx.backend.http().get('/api/discountcode.php').expect(403)).body.error.code).toBe('authentication_required');
    expect((await ctx.backend.http().get('/api/timebonus.php').expect(403)).body.error.code).toBe('authentication_required');
  });

  describe('time bonus', () => {
    it('runs for a fresh member, ending four hours after signup, and is the active discount', async () => {
      const m = await member();
      const [{ signup_date }] = await db().query(`SELECT signup_date FROM users WHERE id = $1`, [m.id]);
      const end = new Date(new Date(signup_date).getTime() + TIME_BONUS_WINDOW_SECONDS * 1000).toISOString();
      expect((await get(m.cookie, '/api/timebonus.php').expect(200)).body).toEqual({
        time_bonus: { code: 'TIMEBONUS25', percentage: 25, expires_at: end },
      });
      expect((await get(m.cookie, '/api/discountcode.php').expect(200)).body).toEqual({
        discount: { code: 'TIMEBONUS25', percentage: 25, source: 'time_bonus', expires_at: end },
      });
      expect(await service().resolveDiscount(m.id, { ...order, code: null })).toMatchObject({ source: 'time_bonus', discountCodeId: null });
    });

    it('has its end announced by a job the signup writes, due when the four hours are over', async () => {
      const m = await member();
      const jobs = await db().query(`SELECT delay_ms FROM outbox WHERE job_name = 'time-bonus.ended' AND (payload->>'userId')::int = $1`, [
        m.id,
      ]);
      expect(jobs).toEqual([{ delay_ms: TIME_BONUS_WINDOW_SECONDS * 1000 }]);
    });

    it('is gone four hours after signup; the welcome offer then applies, and past it the price is full', async () => {
      const m = await member();
      await signedUpAgo(db(), m.id, TIME_BONUS_WINDOW_SECONDS + 1);
      expect((await get(m.cookie, '/api/timebonus.php').expect(200)).body).toEqual({ time_bonus: null });
      expect((await get(m.cookie, '/api/discountcode.php').expect(200)).body.discount).toMatchObject({ source: 'welcome', percentage: 25 });
      expect((await get(m.cookie, '/api/discountcode.php?code=timebonus25').expect(410)).body.error.code).toBe('discount_code_expired');

      await signedUpAgo(db(), m.id, WELCOME_WINDOW_SECONDS + HOUR);
      expect((await get(m.cookie, '/api/discountcode.php').expect(200)).body).toEqual({ discount: null });
      expect(await service().resolveDiscount(m.id, { ...order, code: null })).toBeNull();
    });

    it('is never given to a paid member, nor is the welcome offer', async () => {
      const m = await member();
      await db().query(`UPDATE users SET paid_user = true WHERE id = $1`, [m.id]);
      expect((await get(m.cookie, '/api/timebonus.php').expect(200)).body).toEqual({ time_bonus: null });
      expect((await get(m.cookie, '/api/discountcode.php').expect(200)).body).toEqual({ discount: null });
      expect((await get(m.cookie, '/api/discountcode.php?welcome=true').expect(200)).body).toEqual({ discount: null });
      expect((await get(m.cookie, '/api/discountcode.php?code=TIMEBONUS25').expect(422)).body.error.code).toBe(
        'discount_code_not_applicable',
      );
    });
  });

  describe('welcome offer', () => {
    it('is made on the first ask, once per member, and ends 72 hours after signup', async () => {
      const m = await member();
      const [first, second] = await Promise.all([
        get(m.cookie, '/api/discountcode.php?welcome=true'),
        get(m.cookie, '/api/discountcode.php?welcome=true'),
      ]);
      const [{ signup_date }] = await db().query(`SELECT signup_date FROM users WHERE id = $1`, [m.id]);
      const end = new Date(new Date(signup_date).getTime() + WELCOME_WINDOW_SECONDS * 1000).toISOString();
      expect(first!.status).toBe(200);
      expect(first!.body).toEqual({ discount: { code: 'WELCOME25', percentage: 25, source: 'welcome', expires_at: end } });
      expect(second!.body).toEqual(first!.body);
      const rows = await db().query(`SELECT kind, value_percentage FROM discount_codes WHERE user_id = $1`, [m.id]);
      expect(rows).toEqual([{ kind: 'welcome', value_percentage: 25 }]);
    });

    it('is not made for a member whose window has passed', async () => {
      const m = await member();
      await signedUpAgo(db(), m.id, WELCOME_WINDOW_SECONDS + 1);
      expect((await get(m.cookie, '/api/discountcode.php?welcome=true').expect(200)).body).toEqual({ discount: null });
      expect(await db().query(`SELECT id FROM discount_codes WHERE user_id = $1`, [m.id])).toEqual([]);
    });

    it('is redeemed by the first purchase and then gone', async () => {
      const m = await member();
      await signedUpAgo(db(), m.id, TIME_BONUS_WINDOW_SECONDS + 1);
      const welcome = await service().resolveDiscount(m.id, { ...order, code: null });
      expect(welcome).toMatchObject({ source: 'welcome', percentage: 25, discountCodeId: expect.any(Number) });
      const paymentId = await paidPurchaseWith(db(), m.id, welcome!.discountCodeId);
      expect(
        await db().query(`SELECT payment_id FROM discount_redemptions WHERE discount_code_id = $1`, [welcome!.discountCodeId]),
      ).toEqual([{ payment_id: paymentId }]);
      expect((await get(m.cookie, '/api/discountcode.php?welcome=true').expect(200)).body).toEqual({ discount: null });
      expect((await get(m.cookie, '/api/discountcode.php?code=welcome25').expect(409)).body.error.code).toBe('discount_code_used');
    });

    it("is one member's own: another member cannot type it", async () => {
      const owner = await member();
      await get(owner.cookie, '/api/discountcode.php?welcome=true').expect(200);
      const other = await member();
      await signedUpAgo(db(), other.id, WELCOME_WINDOW_SECONDS + 1);
      expect((await get(other.cookie, '/api/discountcode.php?code=WELCOME25').expect(404)).body.error.code).toBe('discount_code_not_found');
    });
  });

  describe('a typed code', () => {
    it('is given when it fits, in any case of spelling', async () => {
      const p1 = await packageOn(db(), NL_HOST, 'p1');
      const code = await createCode(db(), {
        value_percentage: 15,
        country: 'NL',
        currency: 'EUR',
        paymentmethods: ['ideal'],
        minimum_order_value_cents: p1.price_cents,
      });
      const m = await member();
      const res = await get(m.cookie, `/api/discountcode.php?code=${code.code.toLowerCase()}&method=ideal&package_id=${p1.id}`).expect(200);
      expect(res.body).toEqual({ discount: { code: code.code, percentage: 15, source: 'code', expires_at: null } });
      expect(await service().resolveDiscount(m.id, { ...order, code: code.code })).toMatchObject({
        discountCodeId: code.id,
        percentage: 15,
      });
    });

    it('used once by a member is refused the second time; other members may still use it', async () => {
      const code = await createCode(db());
      const a = await member();
      const first = await service().resolveDiscount(a.id, { ...order, code: code.code });
      await paidPurchaseWith(db(), a.id, first!.discountCodeId);
      expect((await get(a.cookie, `/api/discountcode.php?code=${code.code}`).expect(409)).body.error.code).toBe('discount_code_used');
      await expect(service().resolveDiscount(a.id, { ...order, code: code.code })).rejects.toMatchObject({ code: 'discount_code_used' });
      const b = await member();
      await get(b.cookie, `/api/discountcode.php?code=${code.code}`).expect(200);
    });

    it('of single use is refused to everyone once used', async () => {
      const code = await createCode(db(), { validity: 'once' });
      const a = await member();
      await paidPurchaseWith(db(), a.id, code.id);
      const b = await member();
      expect((await get(b.cookie, `/api/discountcode.php?code=${code.code}`).expect(409)).body.error.code).toBe('discount_code_used');
    });

    it('is not found when unknown or inactive', async () => {
      const m = await member();
      const inactive = await createCode(db(), { status: 'inactive' });
      expect((await get(m.cookie, '/api/discountcode.php?code=NOSUCHCODE123').expect(404)).body.error.code).toBe('discount_code_not_found');
      expect((await get(m.cookie, `/api/discountcode.php?code=${inactive.code}`).expect(404)).body.error.code).toBe(
        'discount_code_not_found',
      );
    });

    it('is expired after its end', async () => {
      const m = await member();
      const code = await createCode(db(), { expires_at: new Date(Date.now() - 1000) });
      expect((await get(m.cookie, `/api/discountcode.php?code=${code.code}`).expect(410)).body.error.code).toBe('discount_code_expired');
    });

    it.each([
      ['another country', { country: 'BE' }, ''],
      ['another currency', { currency: 'PLN' }, ''],
      ['an order below its minimum', { minimum_order_value_cents: 'p1 + 1' }, '&package_id=p1'],
      ['another payment method', { paymentmethods: ['paypal', 'creditcard'] }, '&method=ideal'],
    ])('does not apply to %s', async (_, fields, query) => {
      const m = await member();
      const p1 = await packageOn(db(), NL_HOST, 'p1');
      const minimum = 'minimum_order_value_cents' in fields ? { minimum_order_value_cents: p1.price_cents + 1 } : {};
      const code = await createCode(db(), { ...fields, ...minimum });
      const res = await get(m.cookie, `/api/discountcode.php?code=${code.code}${query.replace('p1', String(p1.id))}`).expect(422);
      expect(res.body.error.code).toBe('discount_code_not_applicable');
    });

    it('the dev seed offers DEMO10 and DEMO20NL, once however often it runs', async () => {
      await seedDemoDiscountCodes(db());
      expect(await seedDemoDiscountCodes(db())).toBe(0);
      const m = await member();
      const p1 = await packageOn(db(), NL_HOST, 'p1');
      expect((await get(m.cookie, '/api/discountcode.php?code=demo10').expect(200)).body.discount).toMatchObject({
        code: 'DEMO10',
        percentage: 10,
      });
      const nl = await get(m.cookie, `/api/discountcode.php?code=DEMO20NL&method=ideal&package_id=${p1.id}`).expect(200);
      expect(nl.body.discount).toMatchObject({ code: 'DEMO20NL', percentage: 20 });
      await get(m.cookie, `/api/discountcode.php?code=DEMO20NL&method=paypal&package_id=${p1.id}`).expect(422);
    });

    it('refuses a package of another site and bad input with 4xx', async () => {
      const m = await member();
      const code = await createCode(db());
      const elsewhere = await packageOn(db(), 'amoretto.com', 'p1');
      expect((await get(m.cookie, `/api/discountcode.php?code=${code.code}&package_id=${elsewhere.id}`).expect(404)).body.error.code).toBe(
        'package_not_found',
      );
      await get(m.cookie, `/api/discountcode.php?code=${code.code}&method=bitcoin`).expect(400);
      await get(m.cookie, `/api/discountcode.php?code=${'X'.repeat(65)}`).expect(400);
    });
  });
});
