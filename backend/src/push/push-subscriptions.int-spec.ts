import { randomBytes } from 'node:crypto';
import { signUp, useTestBackend } from '../testing/accounts-helpers';

// Keys shaped like a browser's PushSubscription.toJSON(): 65 and 16 bytes, base64url.
const keys = () => ({ p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') });
const endpoint = () => `https://push.example.com/wpush/v2/${randomBytes(12).toString('hex')}`;

describe('push subscriptions: POST /api/user.php?push=1|0', () => {
  const ctx = useTestBackend();

  const save = (cookie: string, body: unknown) =>
    ctx.backend
      .http()
      .post('/api/user.php?push=1')
      .set('Cookie', cookie)
      .send(body as object);
  const remove = (cookie: string, body: unknown) =>
    ctx.backend
      .http()
      .post('/api/user.php?push=0')
      .set('Cookie', cookie)
      .send(body as object);
  const rowsFor = (url: string): Promise<Array<{ user_id: number; p256dh: string; auth: string }>> =>
    ctx.db.query(`SELECT user_id, p256dh, auth FROM push_subscriptions WHERE endpoint = $1`, [url]);

  it('saves the subscription for the member and answers with the user', async () => {
    const { cookie, res: signup } = await signUp(ctx.backend);
    const subscription = { endpoint: endpoint(), keys: keys(), expirationTime: null };
    const res = await save(cookie, { subscription }).expect(200);
    expect(res.body.user).toMatchObject({ id: signup.body.user.id, email: signup.body.user.email });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await rowsFor(subscription.endpoint)).toEqual([{ user_id: signup.body.user.id, ...subscription.keys }]);
  });

  it('moves an endpoint to the member now using it, with the new keys', async () => {
    const first = await signUp(ctx.backend);
    const second = await signUp(ctx.backend);
    const url = endpoint();
    await save(first.cookie, { subscription: { endpoint: url, keys: keys() } }).expect(200);
    const newKeys = keys();
    await save(second.cookie, { subscription: { endpoint: url, keys: newKeys } }).expect(200);
    expect(await rowsFor(url)).toEqual([{ user_id: second.res.body.user.id, ...newKeys }]);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://push.example.com/wpush/1', keys: keys() }, 'subscription.endpoint'],
    ['an endpoint that is no URL', { endpoint: 'not a url', keys: keys() }, 'subscription.endpoint'],
    [
      'an endpoint over 1000 characters',
      { endpoint: `https://push.example.com/${'a'.repeat(1000)}`, keys: keys() },
      'subscription.endpoint',
    ],
    [
      'a p256dh key that is not base64url',
      { endpoint: endpoint(), keys: { ...keys(), p256dh: `${'a'.repeat(80)}+/+/+/+` } },
      'subscription.keys.p256dh',
    ],
    ['a too short p256dh key', { endpoint: endpoint(), keys: { ...keys(), p256dh: 'abc' } }, 'subscription.keys.p256dh'],
    ['a too long auth secret', { endpoint: endpoint(), keys: { ...keys(), auth: 'a'.repeat(200) } }, 'subscription.keys.auth'],
    ['missing keys', { endpoint: endpoint() }, 'subscription.keys'],
  ])('refuses %s with validation_failed', async (_label, subscription, field) => {
    const { cookie } = await signUp(ctx.backend);
    const res = await save(cookie, { subscription }).expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.fields)).toContain(field);
    expect(await rowsFor(subscription.endpoint ?? '')).toEqual([]);
  });

  it('refuses a body without subscription and an unknown push value', async () => {
    const { cookie } = await signUp(ctx.backend);
    expect((await save(cookie, {}).expect(400)).body.error.code).toBe('validation_failed');
    const odd = await ctx.backend.http().post('/api/user.php?push=2').set('Cookie', cookie).send({ endpoint: endpoint() }).expect(400);
    expect(odd.body.error.fields).toHaveProperty('push');
  });

  it('removes only the caller’s own subscription', async () => {
    const owner = await signUp(ctx.backend);
    const other = await signUp(ctx.backend);
    const url = endpoint();
    await save(owner.cookie, { subscription: { endpoint: url, keys: keys() } }).expect(200);

    const foreign = await remove(other.cookie, { endpoint: url }).expect(200);
    expect(foreign.body.user.id).toBe(other.res.body.user.id);
    expect(await rowsFor(url)).toHaveLength(1);

    await remove(owner.cookie, { endpoint: url }).expect(200);
    expect(await rowsFor(url)).toEqual([]);
  });

  it('answers visitors with 403 authentication_required and stores nothing', async () => {
    const url = endpoint();
    const res = await ctx.backend
      .http()
      .post('/api/user.php?push=1')
      .send({ subscription: { endpoint: url, keys: keys() } })
      .expect(403);
    expect(res.body.error.code).toBe('authentication_required');
    expect((await ctx.backend.http().post('/api/user.php?push=0').send({ endpoint: url }).expect(403)).body.error.code).toBe(
      'authentication_required',
    );
    expect(await rowsFor(url)).toEqual([]);
  });

  it('still logs in on the same path without ?push, and a login body is no push save', async () => {
    const { body, cookie } = await signUp(ctx.backend);
    const login = await ctx.backend.http().post('/api/user.php').send({ email: body.email, password: body.password }).expect(200);
    expect(login.body.user.email).toBe(body.email);
    expect(login.headers['set-cookie']).toBeDefined();
    const wrongBody = await save(cookie, { email: body.email, password: body.password }).expect(400);
    expect(wrongBody.body.error.code).toBe('validation_failed');
  });
});
