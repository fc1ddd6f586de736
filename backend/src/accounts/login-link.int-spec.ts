import { LOGIN_LINK_TTL_MS } from '@amoretto/shared';
import { mailsTo, randomIp, sessionCookie, signUp, uniqueEmail, useTestBackend } from '../testing/accounts-helpers';

describe('one-time login links', () => {
  const ctx = useTestBackend();
  const ip = randomIp();
  const request = (email: string) => ctx.backend.http().post('/api/login-links').set('X-Forwarded-For', randomIp()).send({ email });
  const redeem = (token: string, from = randomIp()) =>
    ctx.backend.http().post('/api/login-links/redeem').set('X-Forwarded-For', from).send({ token });

  async function linkFor(email: string): Promise<string> {
    await request(email).expect(202);
    const mail = (await mailsTo(ctx.db, email)).at(-1);
    const token = /https?:\/\/[^/\s]+\/([A-Za-z0-9_-]{43})(?:\s|$)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no login link in ${mail?.text}`);
    return token;
  }

  it('mails a link at the site root, stored only as a hash, that logs in once with an ordinary session cookie', async () => {
    const { res: signup, body } = await signUp(ctx.backend);
    const token = await linkFor(body.email);
    const stored = await ctx.db.query(`SELECT token_hash, expires_at FROM account_tokens WHERE user_id = $1 AND kind = 'login'`, [
      signup.body.user.id,
    ]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
    expect(new Date(stored[0].expires_at).getTime() - Date.now()).toBeLessThanOrEqual(LOGIN_LINK_TTL_MS);

    const res = await redeem(token).expect(200);
    expect(res.body.user.id).toBe(signup.body.user.id);
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).not.toContain(token);
    // The cookie is a session like any login's.
    const me = await ctx.backend.http().get('/api/user.php').set('Cookie', cookie).expect(200);
    expect(me.body.user.id).toBe(signup.body.user.id);
  });

  it('refuses a used link', async () => {
    const { body } = await signUp(ctx.backend);
    const token = await linkFor(body.email);
    await redeem(token).expect(200);
    const again = await redeem(token).expect(410);
    expect(again.body.error.code).toBe('link_invalid');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an expired link', async () => {
    const { res: signup, body } = await signUp(ctx.backend);
    const token = await linkFor(body.email);
    await ctx.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND kind = 'login'`, [
      signup.body.user.id,
    ]);
    expect((await redeem(token).expect(410)).body.error.code).toBe('link_invalid');
  });

  it('refuses an unknown token, and a token of another kind (an activation link is not a login)', async () => {
    expect((await redeem('A'.repeat(43)).expect(410)).body.error.code).toBe('link_invalid');
    const { body } = await signUp(ctx.backend);
    const activation = /token=([A-Za-z0-9_-]+)/.exec((await mailsTo(ctx.db, body.email))[0]!.text)![1]!;
    expect((await redeem(activation).expect(410)).body.error.code).toBe('link_invalid');
  });

  it('answers alike for an address without an account, and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    await request(email).expect(202);
    expect(await mailsTo(ctx.db, email)).toEqual([]);
  });

  it('limits redeem attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await redeem(`${'B'.repeat(42)}${i % 10}`, ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 410)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
