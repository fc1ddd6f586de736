import { randomBytes } from 'node:crypto';
import { AUTH_COOKIE } from '@amoretto/shared';
import { OPERATOR_COOKIE } from '@amoretto/shared/db';
import { randomIp, signUp, useTestBackend } from '../testing/accounts-helpers';
import { createOperator, type NewOperator } from './operator-accounts';
import { OPERATOR_IP_LIMIT, OPERATOR_LOCK_MINUTES, OPERATOR_MAX_FAILURES } from './operator-auth-rules';
import { currentTotpCode } from './operator-totp';

const PASSWORD = 'Lantern-Harbour-77';
jest.setTimeout(120_000);

/** The `operator.session` cookie of a response, whole (attributes included). */
function operatorSetCookie(setCookie: string | string[] | undefined): string {
  const found = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith(`${OPERATOR_COOKIE}=`));
  if (!found) throw new Error('no operator.session cookie was set');
  return found;
}
const pairOf = (setCookie: string) => setCookie.split(';')[0]!;
const tokenOf = (setCookie: string) => pairOf(setCookie).slice(OPERATOR_COOKIE.length + 1);

describe('operator login', () => {
  const ctx = useTestBackend();

  const newOperator = (role: 'agent' | 'moderator' | 'admin' = 'admin'): Promise<NewOperator> =>
    createOperator(ctx.db.manager, {
      email: `op.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`,
      name: 'Ada',
      role,
      password: PASSWORD,
    });
  const login = (body: Record<string, unknown>, ip = randomIp()) =>
    ctx.backend.http().post('/api/operator/login').set('X-Forwarded-For', ip).send(body);
  const audit = async (operatorId: number): Promise<string[]> =>
    (
      (await ctx.db.query(`SELECT action FROM operator_audit_log WHERE operator_id = $1 ORDER BY id`, [operatorId])) as Array<{
        action: string;
      }>
    ).map((r) => r.action);
  const loggedIn = async (role: 'agent' | 'moderator' | 'admin' = 'admin') => {
    const operator = await newOperator(role);
    const res = await login({ email: operator.email, password: PASSWORD, code: await currentTotpCode(operator.totpSecret) }).expect(200);
    return { operator, setCookie: operatorSetCookie(res.headers['set-cookie']), body: res.body };
  };

  it('needs the second factor: a right password without a right code does not log in', async () => {
    const operator = await newOperator();
    expect((await login({ email: operator.email, password: PASSWORD }).expect(400)).body.error.code).toBe('validation_failed');
    const code = await currentTotpCode(operator.totpSecret);
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await login({ email: operator.email, password: PASSWORD, code: wrongCode }).expect(401);
    expect(refused.body.error).toMatchObject({ code: 'operator_invalid_credentials' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A wrong password with the right code is refused alike: the answer never says which was wrong.
    const wrongPassword = await login({ email: operator.email, password: 'Not-The-Password-1', code }).expect(401);
    expect(wrongPassword.body).toEqual(refused.body);
    expect((await login({ email: `nobody.${Date.now()}@example.com`, password: PASSWORD, code }).expect(401)).body).toEqual(refused.body);
    expect(await audit(operator.id)).toEqual(['login_failed', 'login_failed']);
  });

  it('logs in with password and code: a short, strict, HttpOnly session of its own; me; logout', async () => {
    const { operator, setCookie, body } = await loggedIn('moderator');
    expect(body.operator).toMatchObject({ id: operator.id, email: operator.email, name: 'Ada', role: 'moderator' });
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    const hours = (new Date(body.operator.session_expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);

    const me = await ctx.backend.http().get('/api/operator/me').set('Cookie', pairOf(setCookie)).expect(200);
    expect(me.body.operator).toMatchObject({ id: operator.id, role: 'moderator' });

    await ctx.backend.http().post('/api/operator/logout').set('Cookie', pairOf(setCookie)).expect(204);
    expect((await ctx.backend.http().get('/api/operator/me').set('Cookie', pairOf(setCookie)).expect(401)).body.error.code).toBe(
      'operator_login_required',
    );
    expect(await audit(operator.id)).toEqual(['login', 'logout']);
  });

  it('takes a code once: the same code cannot log in a second time', async () => {
    const operator = await newOperator();
    const code = await currentTotpCode(operator.totpSecret);
    await login({ email: operator.email, password: PASSWORD, code }).expect(200);
    expect((await login({ email: operator.email, password: PASSWORD, code }).expect(401)).body.error.code).toBe(
      'operator_invalid_credentials',
    );
  });

  it('lets only one of two simultaneous logins with the same code in', async () => {
    const operator = await newOperator();
    const code = await currentTotpCode(operator.totpSecret);
    const answers = await Promise.all([0, 1].map(() => login({ email: operator.email, password: PASSWORD, code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it(`locks after ${OPERATOR_MAX_FAILURES} wrong tries, refuses even the right login meanwhile, and audits it all`, async () => {
    const operator = await newOperator();
    const answers = [];
    for (let i = 0; i < OPERATOR_MAX_FAILURES; i++)
      answers.push(await login({ email: operator.email, password: `Wrong-${i}-password`, code: '000000' }));
    expect(answers.slice(0, -1).map((a) => a.status)).toEqual(Array(OPERATOR_MAX_FAILURES - 1).fill(401));
    const locked = answers.at(-1)!;
    expect(locked.status).toBe(403);
    expect(locked.body.error).toMatchObject({ code: 'operator_locked', details: { minutes: OPERATOR_LOCK_MINUTES } });
    expect(locked.body.error.message).toContain(String(OPERATOR_LOCK_MINUTES));

    const right = await login({ email: operator.email, password: PASSWORD, code: await currentTotpCode(operator.totpSecret) }).expect(403);
    expect(right.body.error.code).toBe('operator_locked');
    expect(right.headers['set-cookie']).toBeUndefined();
    expect(await audit(operator.id)).toEqual([
      ...Array(OPERATOR_MAX_FAILURES).fill('login_failed'),
      'login_locked',
      'login_refused_locked',
    ]);

    // Once the lock has passed (moved back in time here), the right login works and clears the count.
    await ctx.db.query(`UPDATE operators SET locked_until = now() - interval '1 second' WHERE id = $1`, [operator.id]);
    await login({ email: operator.email, password: PASSWORD, code: await currentTotpCode(operator.totpSecret) }).expect(200);
    const [row] = (await ctx.db.query(`SELECT failed_logins, locked_until FROM operators WHERE id = $1`, [operator.id])) as Array<{
      failed_logins: number;
      locked_until: Date | null;
    }>;
    expect(row).toEqual({ failed_logins: 0, locked_until: null });
  });

  it('keeps the two kinds of session apart, both ways', async () => {
    const { setCookie } = await loggedIn();
    const operatorToken = tokenOf(setCookie);
    const member = await signUp(ctx.backend);
    const memberToken = member.cookie.split('=')[1]!;

    // A member session never opens operator endpoints: not as its own cookie, not under the operator's name.
    await ctx.backend.http().get('/api/operator/me').set('Cookie', member.cookie).expect(401);
    await ctx.backend.http().get('/api/operator/me').set('Cookie', `${OPERATOR_COOKIE}=${memberToken}`).expect(401);
    // An operator session never opens members' endpoints: not as its own cookie, not under the member's name.
    const asOperator = await ctx.backend.http().get('/api/user.php').set('Cookie', pairOf(setCookie)).expect(403);
    expect(asOperator.body.error.code).toBe('authentication_required');
    await ctx.backend.http().get('/api/user.php').set('Cookie', `${AUTH_COOKIE}=${operatorToken}`).expect(403);
    await ctx.backend.http().get('/api/notifications').set('Cookie', `${AUTH_COOKIE}=${operatorToken}`).expect(403);
    // Both at once: each side reads only its own.
    const both = `${member.cookie}; ${pairOf(setCookie)}`;
    await ctx.backend.http().get('/api/operator/me').set('Cookie', both).expect(200);
    await ctx.backend.http().get('/api/user.php').set('Cookie', both).expect(200);
  });

  it(`lets one address try ${OPERATOR_IP_LIMIT} operator logins in a while, whatever the emails, then answers 429`, async () => {
    const ip = randomIp();
    for (let i = 0; i < OPERATOR_IP_LIMIT; i++) {
      // Unknown addresses: no account is locked on the way, only the address is counted.
      await login({ email: `spray.${i}.${Date.now()}@example.com`, password: 'Wrong-password-1', code: '123456' }, ip).expect(401);
    }
    const operator = await newOperator();
    const code = await currentTotpCode(operator.totpSecret);
    expect((await login({ email: operator.email, password: PASSWORD, code }, ip).expect(429)).body.error.code).toBe('too_many_requests');
    // Another address is not held up.
    await login({ email: operator.email, password: PASSWORD, code }).expect(200);
  });

  it('refuses a disabled operator', async () => {
    const operator = await newOperator();
    await ctx.db.query(`UPDATE operators SET disabled_at = now() WHERE id = $1`, [operator.id]);
    const code = await currentTotpCode(operator.totpSecret);
    expect((await login({ email: operator.email, password: PASSWORD, code }).expect(401)).body.error.code).toBe(
      'operator_invalid_credentials',
    );
  });
});
