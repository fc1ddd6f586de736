import { GOOD_PASSWORD, signUp, uniqueEmail, useTestBackend } from '../testing/accounts-helpers';

// Postgres text cannot hold a NUL character. Every input the API validates (body, query,
// route parameters) is refused with a 400 naming the field, never a 500 from the database.
describe('text with a NUL character', () => {
  const ctx = useTestBackend();
  const http = () => ctx.backend.http();
  const refusedFor = (res: { status: number; body: { error?: { code: string; fields?: unknown } } }) => [
    res.status,
    res.body.error?.code,
    res.body.error?.fields,
  ];

  it('is refused in a signup, a login and a password reset, and the signup loses nothing', async () => {
    const email = uniqueEmail('nul');
    const signup = await signUp(ctx.backend, { email, name: 'Giu\u0000lia' });
    expect(refusedFor(signup.res)).toEqual([400, 'validation_failed', { name: ['noNul'] }]);
    // Nothing was stored: the same address signs up once the name is fixed.
    expect((await signUp(ctx.backend, { email })).res.status).toBe(201);

    const login = await http()
      .post('/api/user.php')
      .send({ email: `${email}\u0000`, password: GOOD_PASSWORD });
    expect(refusedFor(login)).toEqual([400, 'validation_failed', { email: ['noNul'] }]);
    const reset = await http()
      .post('/api/password-reset')
      .send({ email: `\u0000${email}` });
    expect(refusedFor(reset)).toEqual([400, 'validation_failed', { email: ['noNul'] }]);
  });

  it('is refused in a query parameter; in an unknown key it is refused or dropped like any unknown key', async () => {
    const activate = await http()
      .get('/api/activate.php')
      .query({ token: `${'a'.repeat(30)}\u0000` });
    expect(refusedFor(activate)).toEqual([400, 'validation_failed', { token: ['noNul'] }]);
    const strict = await http().get(`/api/activate.php?token=${'a'.repeat(30)}&x%00y=1`);
    expect(refusedFor(strict)).toEqual([400, 'validation_failed', { 'x\u0000y': ['whitelistValidation'] }]);
    // The settings call forwards the page's whole query string; what it does not know it drops.
    await http().get('/api/settings.php?utm%00source=a%00b').expect(200);
  });

  it('is refused in a profile text and in a list item, and the profile stays as it was', async () => {
    const { cookie, res: signup } = await signUp(ctx.backend);
    const patch = (body: Record<string, unknown>) => http().patch('/api/profile').set('Cookie', cookie).send(body);
    await patch({ about_me: 'Ciao', city: 'Roma' }).expect(200);

    const text = await patch({ about_me: 'Ci\u0000ao a tutti', city: 'Mi\u0000lano' });
    expect(refusedFor(text)).toEqual([400, 'validation_failed', { about_me: ['noNul'], city: ['noNul'] }]);
    // A list item with its own check fails that check first; either way a 400, never a 500.
    const list = await patch({ interests: ['wine', 'hik\u0000ing'] });
    expect(refusedFor(list)).toEqual([400, 'validation_failed', { interests: ['isIn'] }]);

    const [row] = (await ctx.db.query('SELECT about_me, city FROM users WHERE id = $1', [signup.body.user.id])) as Array<
      Record<string, unknown>
    >;
    expect(row).toEqual({ about_me: 'Ciao', city: 'Roma' });
  });

  it('answers in the member’s language', async () => {
    const it = await http().post('/api/password-reset').set('Cookie', 'locale=it').send({ email: 'a\u0000@b.it' });
    const en = await http().post('/api/password-reset').set('Cookie', 'locale=en').send({ email: 'a\u0000@b.it' });
    expect([it.status, en.status]).toEqual([400, 400]);
    expect(it.body.error.message).not.toEqual(en.body.error.message);
  });
});
