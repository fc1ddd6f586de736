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

/** The `auth.device` cookie pair of a response, ready to send back. */
function deviceCookie(setCookie: string | string[] | undefined): string {
  const found = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('auth.device='));
  if (!found) throw new Error('no auth.device cookie was set');
  return found.split(';')[0]!;
}

// Each attempt is an argon2 check, slow on a busy machine: lower limits than the defaults
// (5 per address and source, 20 per address), same rules; the default 15 minutes.
const SOURCE_MAX = 3;
const ADDRESS_MAX = 6;
jest.setTimeout(120_000);

describe('accounts: login lockout', () => {
  const ctx = useTestBackend({ config: { LOGIN_MAX_FAILURES: String(SOURCE_MAX), LOGIN_ADDRESS_MAX_FAILURES: String(ADDRESS_MAX) } });

  const login = (email: string, password: string, ip: string, cookie?: string) => {
    const req = ctx.backend.http().post('/api/user.php').set('X-Forwarded-For', ip);
    if (cookie) void req.set('Cookie', cookie);
    return req.send({ email, password });
  };
  const guess = async (email: string, times: number, ip: () => string) => {
    const answers = [];
    for (let i = 0; i < times; i++) answers.push(await login(email, `Wrong-${i}-password`, ip()));
    return answers;
  };

  it('locks an address for one source after its wrong passwords, names the minutes, and looks the same for unknown emails', async () => {
    const { body } = await signUp(ctx.backend);
    const ip = randomIp();
    const attempts = await guess(body.email, SOURCE_MAX, () => ip);
    expect(attempts.slice(0, -1).map((a) => a.body.error.code)).toEqual(Array(SOURCE_MAX - 1).fill('invalid_credentials'));
    const locked = attempts.at(-1)!;
    expect(locked.status).toBe(403);
    expect(locked.body.error).toMatchObject({ code: 'account_locked', details: { minutes: 15 } });
    expect(locked.body.error.message).toContain('15');
    expect((await login(body.email, GOOD_PASSWORD, ip).expect(403)).body.error.code).toBe('account_locked');

    const ghost = uniqueEmail('ghost');
    const ghostIp = randomIp();
    const ghostAttempts = await guess(ghost, SOURCE_MAX, () => ghostIp);
    expect(ghostAttempts.at(-1)!.body).toEqual(locked.body);
    expect((await login(ghost, GOOD_PASSWORD, ghostIp)).body).toEqual(locked.body);
  });

  it("one source's guesses do not keep the owner out from another", async () => {
    const { body } = await signUp(ctx.backend);
    const attacker = randomIp();
    await guess(body.email, SOURCE_MAX, () => attacker);
    await login(body.email, GOOD_PASSWORD, randomIp()).expect(200);
    expect((await login(body.email, GOOD_PASSWORD, attacker)).body.error.code).toBe('account_locked');
  });

  it('after wrong passwords from many sources, only a device the member logged in on before gets in; the attacker stays locked', async () => {
    const { body } = await signUp(ctx.backend);
    const owner = deviceCookie((await login(body.email, GOOD_PASSWORD, randomIp()).expect(200)).headers['set-cookie']);

    const attempts = await guess(body.email, ADDRESS_MAX, randomIp);
    expect(attempts.slice(0, -1).map((a) => a.body.error.code)).toEqual(Array(ADDRESS_MAX - 1).fill('invalid_credentials'));
    expect(attempts.at(-1)!.body.error.code).toBe('account_locked');

    // Without the device cookie, even the right password from a fresh source is refused ...
    const stranger = await login(body.email, GOOD_PASSWORD, randomIp()).expect(403);
    expect(stranger.body.error).toMatchObject({ code: 'account_locked', details: { minutes: 15 } });
    // ... and an unknown address in the same state answers the same.
    const ghost = uniqueEmail('ghost');
    await guess(ghost, ADDRESS_MAX, randomIp);
    expect((await login(ghost, GOOD_PASSWORD, randomIp())).body).toEqual(stranger.body);

    // The owner's browser logs in with the right password, from any source.
    const ok = await login(body.email, GOOD_PASSWORD, randomIp(), owner).expect(200);
    expect(ok.body.user.email).toBe(body.email);
    expect(deviceCookie(ok.headers['set-cookie'])).toBe(owner);

    // That did not lift the lock for anyone else.
    expect((await login(body.email, GOOD_PASSWORD, randomIp())).body.error.code).toBe('account_locked');
    expect((await login(body.email, 'Wrong-again-1', randomIp())).body.error.code).toBe('account_locked');
  });

  it('a device cookie of another member, or a made-up one, does not pass the lock', async () => {
    const victim = await signUp(ctx.backend);
    const attacker = await signUp(ctx.backend);
    const attackerDevice = deviceCookie((await login(attacker.body.email, GOOD_PASSWORD, randomIp()).expect(200)).headers['set-cookie']);
    await guess(victim.body.email, ADDRESS_MAX, randomIp);
    expect((await login(victim.body.email, GOOD_PASSWORD, randomIp(), attackerDevice)).body.error.code).toBe('account_locked');
    expect((await login(victim.body.email, GOOD_PASSWORD, randomIp(), `auth.device=${'A'.repeat(43)}`)).body.error.code).toBe(
      'account_locked',
    );
  });

  it("a known device's own wrong passwords never lock the address; after as many as one source may make it meets the locks like any browser", async () => {
    const { body } = await signUp(ctx.backend);
    const device = deviceCookie((await login(body.email, GOOD_PASSWORD, randomIp()).expect(200)).headers['set-cookie']);
    const ip = randomIp();
    for (let i = 0; i < SOURCE_MAX; i++)
      expect((await login(body.email, `Typo-${i}-password`, ip, device)).body.error.code).toBe('invalid_credentials');
    // Its slips counted apart: the address and this source are not locked for other browsers.
    await login(body.email, GOOD_PASSWORD, ip).expect(200);

    const again = deviceCookie((await login(body.email, GOOD_PASSWORD, randomIp(), device).expect(200)).headers['set-cookie']);
    await guess(body.email, ADDRESS_MAX, randomIp);
    for (let i = 0; i < SOURCE_MAX; i++) await login(body.email, `Typo-${i}-password`, randomIp(), again);
    expect((await login(body.email, GOOD_PASSWORD, randomIp(), again)).body.error.code).toBe('account_locked');
  });

  it('lets the owner of a locked account reset the password: that browser and that source log in again', async () => {
    const { body } = await signUp(ctx.backend);
    const ip = randomIp();
    await guess(body.email, SOURCE_MAX, () => ip);
    await guess(body.email, ADDRESS_MAX, randomIp);
    await ctx.backend.http().post('/api/password-reset').send({ email: body.email }).expect(202);
    const token = tokenFrom((await mailsTo(ctx.db, body.email)).find((m) => m.text.includes('/reset-password/do')));
    const reset = await ctx.backend
      .http()
      .post('/api/password-reset/confirm')
      .set('X-Forwarded-For', ip)
      .send({ token, password: 'Fresh-Start-2026', password_confirm: 'Fresh-Start-2026' })
      .expect(204);
    const browser = deviceCookie(reset.headers['set-cookie']);
    await login(body.email, 'Fresh-Start-2026', ip).expect(200);
    await login(body.email, 'Fresh-Start-2026', randomIp(), browser).expect(200);
  });

  it('forgets the other devices when the password changes, keeping the browser that changed it', async () => {
    const { body } = await signUp(ctx.backend);
    const phoneLogin = await login(body.email, GOOD_PASSWORD, randomIp()).expect(200);
    const phone = deviceCookie(phoneLogin.headers['set-cookie']);
    const laptopLogin = await login(body.email, GOOD_PASSWORD, randomIp()).expect(200);
    const laptop = deviceCookie(laptopLogin.headers['set-cookie']);
    const session = sessionCookie(laptopLogin.headers['set-cookie']);
    await ctx.backend
      .http()
      .post('/api/account/password')
      .set('Cookie', `${session}; ${laptop}`)
      .send({ old_password: GOOD_PASSWORD, new_password: 'Brand-New-Pass-9' })
      .expect(204);
    await guess(body.email, ADDRESS_MAX, randomIp);
    expect((await login(body.email, 'Brand-New-Pass-9', randomIp(), phone)).body.error.code).toBe('account_locked');
    await login(body.email, 'Brand-New-Pass-9', randomIp(), laptop).expect(200);
  });
});
