import {
  GOOD_PASSWORD,
  mailsTo,
  randomIp,
  sessionCookie,
  signUp,
  tokenFrom,
  uniqueEmail,
  useTestBackend,
} from '../testing/accounts-helpers';

describe('accounts: password reset, password change, email change', () => {
  const ctx = useTestBackend();

  const me = (cookie: string) => ctx.backend.http().get('/api/user.php').set('Cookie', cookie);
  const login = (email: string, password: string) =>
    ctx.backend.http().post('/api/user.php').set('X-Forwarded-For', randomIp()).send({ email, password });
  const resetMails = async (email: string) => (await mailsTo(ctx.db, email)).filter((m) => m.text.includes('/reset-password/do'));
  const resetMail = async (email: string) => (await resetMails(email)).at(-1);
  const changePassword = (cookie: string, old_password: string) =>
    ctx.backend.http().post('/api/account/password').set('Cookie', cookie).send({ old_password, new_password: 'Brand-New-Pass-9' });
  const changeEmail = (cookie: string, password: string) =>
    ctx.backend
      .http()
      .post('/api/account/email')
      .set('Cookie', cookie)
      .send({ password, email: uniqueEmail('next') });

  describe('password reset', () => {
    it('answers the same for known and unknown addresses and mails only the known one', async () => {
      const { body } = await signUp(ctx.backend);
      const known = await ctx.backend.http().post('/api/password-reset').send({ email: body.email }).expect(202);
      const ghost = uniqueEmail('ghost');
      const unknown = await ctx.backend.http().post('/api/password-reset').send({ email: ghost }).expect(202);
      expect(known.body).toEqual(unknown.body);
      expect(await resetMail(body.email)).toBeDefined();
      expect(await mailsTo(ctx.db, ghost)).toEqual([]);
    });

    it('sets the new password once; the same link fails the second time; other sessions end', async () => {
      const { body, cookie } = await signUp(ctx.backend);
      await ctx.backend.http().post('/api/password-reset').send({ email: body.email }).expect(202);
      const token = tokenFrom(await resetMail(body.email));
      const payload = { token, password: 'Another-Night-77', password_confirm: 'Another-Night-77' };
      await ctx.backend.http().post('/api/password-reset/confirm').send(payload).expect(204);
      const twice = await ctx.backend.http().post('/api/password-reset/confirm').send(payload).expect(400);
      expect(twice.body.error.code).toBe('link_invalid');
      await me(cookie).expect(403);
      await login(body.email, GOOD_PASSWORD).expect(403);
      await login(body.email, 'Another-Night-77').expect(200);
    });

    it('mails one address at most RESET_MAIL_LIMIT (3) times an hour, however many parallel requests ask, and answers all alike', async () => {
      const { body } = await signUp(ctx.backend);
      const ghost = uniqueEmail('ghost');
      const burst = (email: string) =>
        Promise.all(
          Array.from({ length: 30 }, () =>
            ctx.backend.http().post('/api/password-reset').set('X-Forwarded-For', randomIp()).send({ email }),
          ),
        );
      const [known, unknown] = await Promise.all([burst(body.email), burst(ghost)]);
      for (const res of [...known, ...unknown]) expect({ status: res.status, body: res.body }).toEqual({ status: 202, body: { ok: true } });
      // Every queued mail.send job is one mail in the inbox (the workers send each job once).
      expect(await resetMails(body.email)).toHaveLength(3);
      expect(await mailsTo(ctx.db, ghost)).toEqual([]);
      // The cap is per address: another member still gets a link.
      const other = await signUp(ctx.backend);
      await ctx.backend.http().post('/api/password-reset').send({ email: other.body.email }).expect(202);
      expect(await resetMails(other.body.email)).toHaveLength(1);
    });

    it('caps reactivation mails per address the same way', async () => {
      const { body } = await signUp(ctx.backend);
      await ctx.db.query(`UPDATE users SET status = 'deleted', deleted_at = now() - interval '1 day' WHERE email = $1`, [body.email]);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => ctx.backend.http().post('/api/accounts/reactivation').send({ email: body.email })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(202));
      expect((await mailsTo(ctx.db, body.email)).filter((m) => m.text.includes('/api/reactivate.php'))).toHaveLength(3);
    });

    it('refuses unequal passwords and an expired link', async () => {
      const { body } = await signUp(ctx.backend);
      await ctx.backend.http().post('/api/password-reset').send({ email: body.email }).expect(202);
      const token = tokenFrom(await resetMail(body.email));
      const unequal = await ctx.backend
        .http()
        .post('/api/password-reset/confirm')
        .send({ token, password: 'Another-Night-77', password_confirm: 'Another-Night-78' })
        .expect(400);
      expect(unequal.body.error.code).toBe('passwords_not_equal');
      await ctx.db.query(
        `UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE kind = 'password_reset' AND user_id = (SELECT id FROM users WHERE email = $1)`,
        [body.email],
      );
      const expired = await ctx.backend
        .http()
        .post('/api/password-reset/confirm')
        .send({ token, password: 'Another-Night-77', password_confirm: 'Another-Night-77' })
        .expect(400);
      expect(expired.body.error.code).toBe('link_invalid');
    });
  });

  describe('password change', () => {
    it('needs the old password, keeps this session and ends the others', async () => {
      const { body, cookie } = await signUp(ctx.backend);
      const other = sessionCookie((await login(body.email, GOOD_PASSWORD).expect(200)).headers['set-cookie']);
      const wrong = await ctx.backend
        .http()
        .post('/api/account/password')
        .set('Cookie', cookie)
        .send({ old_password: 'Not-Mine-123', new_password: 'Brand-New-Pass-9' })
        .expect(400);
      expect(wrong.body.error.code).toBe('wrong_password');
      await ctx.backend
        .http()
        .post('/api/account/password')
        .set('Cookie', cookie)
        .send({ old_password: GOOD_PASSWORD, new_password: 'Brand-New-Pass-9' })
        .expect(204);
      await me(cookie).expect(200);
      await me(other).expect(403);
      await login(body.email, 'Brand-New-Pass-9').expect(200);
    });

    it('blocks the current-password check after 5 wrong answers on password and email change together, even for the right one', async () => {
      const { body, cookie } = await signUp(ctx.backend);
      const other = sessionCookie((await login(body.email, GOOD_PASSWORD).expect(200)).headers['set-cookie']);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await changePassword(cookie, `Guess-${i}-password`)).body.error.code);
      for (let i = 3; i < 5; i++) codes.push((await changeEmail(cookie, `Guess-${i}-password`)).body.error.code);
      expect(codes).toEqual(['wrong_password', 'wrong_password', 'wrong_password', 'wrong_password', 'password_check_locked']);

      // Per member, not per session; the right password waits too, and the message names the minutes.
      for (const res of [await changePassword(cookie, GOOD_PASSWORD), await changeEmail(other, GOOD_PASSWORD)]) {
        expect(res.status).toBe(429);
        expect(res.body.error).toMatchObject({ code: 'password_check_locked', details: { minutes: 15 } });
        expect(res.body.error.message).toContain('15');
      }
      // It is not the login lock: the member can still log in.
      await login(body.email, GOOD_PASSWORD).expect(200);
    });

    it('a right answer starts the count again, and a password reset lifts the block', async () => {
      const { body, cookie } = await signUp(ctx.backend);
      for (let i = 0; i < 4; i++) await changePassword(cookie, `Guess-${i}-password`).expect(400);
      await changeEmail(cookie, GOOD_PASSWORD).expect(202);
      for (let i = 0; i < 4; i++) await changePassword(cookie, `Guess-${i}-password`).expect(400);
      expect((await changePassword(cookie, 'Guess-4-password')).body.error.code).toBe('password_check_locked');

      await ctx.backend.http().post('/api/password-reset').send({ email: body.email }).expect(202);
      const token = tokenFrom(await resetMail(body.email));
      await ctx.backend
        .http()
        .post('/api/password-reset/confirm')
        .send({ token, password: 'Another-Night-77', password_confirm: 'Another-Night-77' })
        .expect(204);
      const fresh = sessionCookie((await login(body.email, 'Another-Night-77').expect(200)).headers['set-cookie']);
      await changePassword(fresh, 'Another-Night-77').expect(204);
    });

    it('accepts a long passphrase and refuses a common password', async () => {
      const { cookie } = await signUp(ctx.backend);
      const long = 'a quiet evening by the lake with a glass of wine and good company '.repeat(3);
      await ctx.backend
        .http()
        .post('/api/account/password')
        .set('Cookie', cookie)
        .send({ old_password: GOOD_PASSWORD, new_password: long })
        .expect(204);
      const common = await ctx.backend
        .http()
        .post('/api/account/password')
        .set('Cookie', cookie)
        .send({ old_password: long, new_password: 'iloveyou1' })
        .expect(400);
      expect(common.body.error.code).toBe('password_too_common');
    });
  });

  describe('email change', () => {
    it('confirms by a link to the new address, tells the old one, and the link works once', async () => {
      const { body, cookie } = await signUp(ctx.backend);
      const next = uniqueEmail('next');
      await ctx.backend.http().post('/api/account/email').set('Cookie', cookie).send({ password: GOOD_PASSWORD, email: next }).expect(202);
      const notice = (await mailsTo(ctx.db, body.email)).at(-1);
      expect(notice?.text).toContain(next);
      const token = tokenFrom((await mailsTo(ctx.db, next))[0]);
      const confirmed = await ctx.backend.http().post('/api/account/email/confirm').send({ token }).expect(200);
      expect(confirmed.body.user.email).toBe(next);
      const again = await ctx.backend.http().post('/api/account/email/confirm').send({ token }).expect(400);
      expect(again.body.error.code).toBe('link_invalid');
      await login(next, GOOD_PASSWORD).expect(200);
    });

    it.each<[string, { password?: string; email?: string }, string]>([
      ['a wrong password', { password: 'Not-Mine-123' }, 'wrong_password'],
      ['an invalid address', { email: 'nope@nowhere' }, 'invalid_email'],
      ['the same address', { email: 'SELF' }, 'email_unchanged'],
      ['a taken address', { email: 'TAKEN' }, 'email_taken'],
    ])('refuses %s', async (_label, overrides, code) => {
      const { body, cookie } = await signUp(ctx.backend);
      const taken = (await signUp(ctx.backend)).body.email;
      const email = overrides.email === 'SELF' ? body.email : overrides.email === 'TAKEN' ? taken : (overrides.email ?? uniqueEmail());
      const res = await ctx.backend
        .http()
        .post('/api/account/email')
        .set('Cookie', cookie)
        .send({ password: overrides.password ?? GOOD_PASSWORD, email });
      expect(res.body.error.code).toBe(code);
    });
  });
});
