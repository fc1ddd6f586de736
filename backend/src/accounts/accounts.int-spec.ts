import { CLIENT_HEADER } from '@amoretto/shared';
import { bootBackend } from '../testing/test-app';
import {
  GOOD_PASSWORD,
  randomIp,
  mailsTo,
  sessionCookie,
  signUp,
  tokenFrom,
  uniqueEmail,
  useTestBackend,
} from '../testing/accounts-helpers';

describe('accounts: signup, activation, login, sessions', () => {
  const ctx = useTestBackend();

  const me = (cookie: string) => ctx.backend.http().get('/api/user.php').set('Cookie', cookie);
  const login = (email: string, password: string, ip = randomIp()) =>
    ctx.backend.http().post('/api/user.php').set('X-Forwarded-For', ip).send({ email, password });

  describe('signup', () => {
    it('creates an unconfirmed account, logs it in with a safe cookie and mails the activation link', async () => {
      const { res, body, cookie } = await signUp(ctx.backend, {}, 'nl.localhost:4000');
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({ email: body.email, status: 'not_confirmed', credits: 0, paid_user: false, language: 'nl' });
      expect(res.body.user.profile).toMatchObject({ name: 'Giulia', main_image: null, date_of_birth: '1995-04-12' });
      const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('auth.session='))!;
      expect(raw).toMatch(/HttpOnly/i);
      expect(raw).toMatch(/SameSite=Lax/i);
      expect(raw).toMatch(/Path=\//);
      const expires = new Date(/Expires=([^;]+)/i.exec(raw)![1]!).getTime();
      expect(Math.abs(expires - Date.now() - 30 * 86_400_000)).toBeLessThan(60_000);
      expect((await me(cookie).expect(200)).body.user.email).toBe(body.email);

      const [mail] = await mailsTo(ctx.db, body.email);
      expect(mail?.subject).toMatch(/Bevestig/);
      expect(mail?.text).toContain('/api/activate.php?token=');
      const [stored] = await ctx.db.query(`SELECT token_hash FROM account_tokens WHERE user_id = $1`, [res.body.user.id]);
      expect(stored.token_hash).not.toContain(tokenFrom(mail));
      const reminders = await ctx.db.query(
        `SELECT delay_ms FROM outbox WHERE job_name = 'account.activation-reminder' AND (payload->>'userId')::int = $1`,
        [res.body.user.id],
      );
      expect(reminders).toEqual([{ delay_ms: 86_400_000 }]);
    });

    it.each([
      [{ name: '@giulia' }, 'invalid_name'],
      [{ name: 'same@example.com', email: 'same@example.com' }, 'invalid_name'],
      [{ date_of_birth: new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10) }, 'invalid_date_of_birth'],
      [{ password: 'password123' }, 'password_too_common'],
      [{ password: 'short' }, 'validation_failed'],
      [{ email: 'giulia@gmailcom' }, 'invalid_email'],
    ])('refuses %j with %s', async (overrides, code) => {
      const { res } = await signUp(ctx.backend, overrides);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.message).toEqual(expect.any(String));
    });

    it('suggests the likely address for a domain typo', async () => {
      const { res } = await signUp(ctx.backend, { email: 'giulia@gmailcom' });
      expect(res.body.error.details).toEqual({ suggestion: 'giulia@gmail.com' });
    });

    it('offers login for a registered address and reactivation for a recently deleted one', async () => {
      const first = await signUp(ctx.backend);
      const again = await signUp(ctx.backend, { email: first.body.email.toUpperCase() });
      expect(again.res.status).toBe(409);
      expect(again.res.body.error.code).toBe('email_taken');

      await ctx.db.query(`UPDATE users SET status = 'deleted', deleted_at = now() - interval '3 days' WHERE email = $1`, [
        first.body.email,
      ]);
      const deleted = await signUp(ctx.backend, { email: first.body.email });
      expect(deleted.res.body.error.code).toBe('account_deleted');
    });
  });

  describe('activation', () => {
    it('activates once, grants the signup credits once, and a second open still lands on done', async () => {
      const { res, body } = await signUp(ctx.backend);
      const link = tokenFrom((await mailsTo(ctx.db, body.email))[0]);
      const first = await ctx.backend.http().get(`/api/activate.php?token=${link}`).expect(302);
      expect(first.headers.location).toBe('/activate/done');
      const again = await ctx.backend.http().get(`/api/activate.php?token=${link}`).expect(302);
      expect(again.headers.location).toBe('/activate/done');
      const [user] = await ctx.db.query(`SELECT status, credits FROM users WHERE id = $1`, [res.body.user.id]);
      expect(user).toEqual({ status: 'active', credits: 20 });
    });

    it('grants signup credits exactly once when the link is opened concurrently', async () => {
      const { res, body } = await signUp(ctx.backend);
      const link = tokenFrom((await mailsTo(ctx.db, body.email))[0]);
      const answers = await Promise.all(Array.from({ length: 8 }, () => ctx.backend.http().get(`/api/activate.php?token=${link}`)));
      expect(answers.map((a) => a.headers.location)).toContain('/activate/done');
      const entries = await ctx.db.query(`SELECT amount FROM credit_entries WHERE user_id = $1`, [res.body.user.id]);
      expect(entries).toEqual([{ amount: 20 }]);
      const [{ credits }] = await ctx.db.query(`SELECT credits FROM users WHERE id = $1`, [res.body.user.id]);
      expect(credits).toBe(20);
    });

    it('sends an unknown or malformed token to the error page', async () => {
      const res = await ctx.backend
        .http()
        .get(`/api/activate.php?token=${'A'.repeat(43)}`)
        .expect(302);
      expect(res.headers.location).toBe('/activate/error');
      await ctx.backend.http().get('/api/activate.php?token=x').expect(400);
    });
  });

  describe('login and sessions', () => {
    it('logs in with a new session id each time; logout kills the session server-side', async () => {
      const { body, cookie: signupCookie } = await signUp(ctx.backend);
      const a = sessionCookie((await login(body.email, GOOD_PASSWORD).expect(200)).headers['set-cookie']);
      const b = sessionCookie((await login(body.email, GOOD_PASSWORD).expect(200)).headers['set-cookie']);
      expect(a).not.toEqual(b);
      expect(a).not.toEqual(signupCookie);
      await me(a).expect(200);

      const out = await ctx.backend.http().get('/api/logout.php').set('Cookie', a).set('Sec-Fetch-Site', 'same-origin').expect(200);
      expect(([] as string[]).concat(out.headers['set-cookie'] ?? []).join()).toMatch(/auth\.session=;/);
      const after = await me(a).expect(403);
      expect(after.body.error.code).toBe('authentication_required');
      await me(b).expect(200);
    });

    it("answers the site's optional session check with { user: null } for a visitor and the member otherwise", async () => {
      const visitor = await ctx.backend.http().get('/api/user.php?optional=1').expect(200);
      expect(visitor.body).toEqual({ user: null });
      const stale = await ctx.backend.http().get('/api/user.php?optional=1').set('Cookie', 'auth.session=not-a-session').expect(200);
      expect(stale.body).toEqual({ user: null });
      const { body, cookie } = await signUp(ctx.backend);
      const member = await ctx.backend.http().get('/api/user.php?optional=1').set('Cookie', cookie).expect(200);
      expect(member.body.user.email).toBe(body.email);
      // Without the flag the contract's answer stays 403.
      await ctx.backend.http().get('/api/user.php').expect(403);
    });

    it("logs out only for the site's own scripts: a link or image from another site, or a bare GET, keeps the session", async () => {
      const { cookie } = await signUp(ctx.backend);
      const logout = () => ctx.backend.http().get('/api/logout.php').set('Cookie', cookie);
      for (const attempt of [
        logout().set('Sec-Fetch-Site', 'cross-site').set('Sec-Fetch-Mode', 'navigate'),
        logout().set('Sec-Fetch-Site', 'cross-site').set('Sec-Fetch-Dest', 'image'),
        logout().set('Sec-Fetch-Site', 'same-site'),
        logout(),
      ]) {
        const res = await attempt.expect(403);
        expect(res.body.error.code).toBe('cross_site_request');
        expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).not.toMatch(/auth\.session=/);
        await me(cookie).expect(200);
      }
      // The site's fetch: the browser marks it same-origin, and the client header counts where it sends no Sec-Fetch-Site.
      const older = await signUp(ctx.backend);
      await ctx.backend.http().get('/api/logout.php').set('Cookie', older.cookie).set(CLIENT_HEADER, 'web').expect(200);
      await me(older.cookie).expect(403);
      await ctx.backend
        .http()
        .get('/api/logout.php')
        .set('Cookie', cookie)
        .set(CLIENT_HEADER, 'web')
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(200);
      await me(cookie).expect(403);
    });

    it('replaces the session the browser had when it logs in again', async () => {
      const { body, cookie } = await signUp(ctx.backend);
      await ctx.backend.http().post('/api/user.php').set('Cookie', cookie).send({ email: body.email, password: GOOD_PASSWORD }).expect(200);
      await me(cookie).expect(403);
    });

    it('answers a wrong password and an unknown email the same way', async () => {
      const { body } = await signUp(ctx.backend);
      const wrong = await login(body.email, 'Not-The-Password-1').expect(403);
      const unknown = await login(uniqueEmail('nobody'), 'Not-The-Password-1').expect(403);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.error.code).toBe('invalid_credentials');
    });

    it('limits login attempts per client address', async () => {
      const custom = await bootBackend({ config: { LOGIN_IP_LIMIT: '3' } });
      try {
        const ip = randomIp();
        const codes = [];
        for (let i = 0; i < 4; i++) {
          const res = await custom
            .http()
            .post('/api/user.php')
            .set('X-Forwarded-For', ip)
            .send({ email: uniqueEmail(), password: 'whatever-123' });
          codes.push(res.body.error.code);
        }
        expect(codes).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials', 'too_many_requests']);
      } finally {
        await custom.close();
      }
    });

    it('limits signups and reset requests per client address', async () => {
      const custom = await bootBackend({ config: { SIGNUP_IP_LIMIT: '1', RESET_IP_LIMIT: '1' } });
      try {
        const ip = randomIp();
        const signup = () =>
          custom
            .http()
            .post('/api/accounts')
            .set('X-Forwarded-For', ip)
            .send({ email: uniqueEmail(), name: 'Ada', password: GOOD_PASSWORD, date_of_birth: '1990-01-01' });
        expect((await signup()).status).toBe(201);
        expect((await signup()).body.error.code).toBe('too_many_requests');
        const reset = () => custom.http().post('/api/password-reset').set('X-Forwarded-For', ip).send({ email: uniqueEmail() });
        expect((await reset()).status).toBe(202);
        expect((await reset()).body.error.code).toBe('too_many_requests');
      } finally {
        await custom.close();
      }
    });

    it('stores the chosen language', async () => {
      const { cookie } = await signUp(ctx.backend);
      const res = await ctx.backend.http().put('/api/user.php').set('Cookie', cookie).send({ language: 'pl' }).expect(200);
      expect(res.body.user.language).toBe('pl');
      const bad = await ctx.backend.http().put('/api/user.php').set('Cookie', cookie).send({ language: 'xx' }).expect(400);
      expect(bad.body.error.fields).toHaveProperty('language');
      await ctx.backend.http().put('/api/user.php').send({ language: 'pl' }).expect(403);
    });
  });
});
