import { GOOD_PASSWORD, mailsTo, randomIp, signUp, uniqueEmail, useTestBackend } from '../testing/accounts-helpers';

describe('complaints', () => {
  const ctx = useTestBackend();
  const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.backend.http().post('/api/complaints').set('X-Forwarded-For', randomIp()).set(headers).send(body);

  it('stores a visitor’s complaint with a unique reference and mails it in the page’s language', async () => {
    const email = uniqueEmail('complainer');
    const res = await post(
      { topic: 'payment', text: 'I was charged twice for one package.', email },
      { 'Accept-Language': 'de-DE,de;q=0.9' },
    ).expect(201);
    expect(res.body.reference).toMatch(/^C-[2-9A-HJKMNP-Z]{6}$/);
    const [row] = await ctx.db.query(`SELECT * FROM complaints WHERE reference = $1`, [res.body.reference]);
    expect(row).toMatchObject({ email, topic: 'payment', user_id: null, member_id: null, conversation_id: null, status: 'open' });
    expect(row.text).toBe('I was charged twice for one package.');
    const mails = await mailsTo(ctx.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Wir haben deine Beschwerde ${res.body.reference} erhalten`);
    expect(mails[0]!.text).toContain(res.body.reference);
    expect(mails[0]!.text).toContain('Eine Zahlung oder Credits');
  });

  it('uses a logged-in member’s account address and language, whatever address is sent', async () => {
    const { res: signup, body, cookie } = await signUp(ctx.backend);
    await ctx.db.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [signup.body.user.id]);
    const other = await signUp(ctx.backend, { name: 'Marco' });
    const res = await post(
      { topic: 'member', text: 'This profile sends me insults.', email: 'someone.else@example.com', member_id: other.res.body.user.id },
      { Cookie: cookie },
    ).expect(201);
    const [row] = await ctx.db.query(`SELECT user_id, email, member_id FROM complaints WHERE reference = $1`, [res.body.reference]);
    expect(row).toEqual({ user_id: signup.body.user.id, email: body.email, member_id: other.res.body.user.id });
    const mails = (await mailsTo(ctx.db, body.email)).filter((m) => m.subject.includes(res.body.reference));
    expect(mails.map((m) => m.subject)).toEqual([`Nous avons reçu votre réclamation ${res.body.reference}`]);
    expect(await mailsTo(ctx.db, 'someone.else@example.com')).toEqual([]);
  });

  it.each([
    ['no topic', { text: 'Something went wrong here.', email: 'a@example.com' }, 'topic'],
    ['an unknown topic', { topic: 'spam', text: 'Something went wrong here.', email: 'a@example.com' }, 'topic'],
    ['a text too short', { topic: 'other', text: 'bad', email: 'a@example.com' }, 'text'],
    ['a bad address', { topic: 'other', text: 'Something went wrong here.', email: 'not-an-address' }, 'email'],
    ['no address from a visitor', { topic: 'other', text: 'Something went wrong here.' }, 'email'],
    [
      'a member id that is not a number',
      { topic: 'other', text: 'Something went wrong.', email: 'a@example.com', member_id: 'x' },
      'member_id',
    ],
  ])('refuses %s with validation_failed on that field', async (_label, body, field) => {
    const res = await post(body).expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.fields)).toContain(field);
  });

  it('refuses an unknown member, and a conversation the sender does not take part in', async () => {
    const email = uniqueEmail('complainer');
    const unknown = await post({ topic: 'member', text: 'Who is this person?', email, member_id: 2_000_000_000 }).expect(404);
    expect(unknown.body.error.code).toBe('member_not_found');
    const visitor = await post({ topic: 'conversation', text: 'About a conversation.', email, conversation_id: 1 }).expect(404);
    expect(visitor.body.error.code).toBe('conversation_not_found');
    expect(await ctx.db.query(`SELECT 1 FROM complaints WHERE email = $1`, [email])).toEqual([]);
  });

  it('accepts a conversation the member takes part in', async () => {
    const a = await signUp(ctx.backend, { password: GOOD_PASSWORD });
    const b = await signUp(ctx.backend, { name: 'Sara' });
    const [x, y] = [a.res.body.user.id as number, b.res.body.user.id as number].sort((p, q) => p - q);
    const [conversation] = await ctx.db.query(
      `INSERT INTO conversations (user_a_id, user_b_id, started_by) VALUES ($1, $2, $1) RETURNING id`,
      [x, y],
    );
    const res = await post(
      { topic: 'conversation', text: 'The other side is rude.', conversation_id: conversation.id },
      { Cookie: a.cookie },
    ).expect(201);
    const [row] = await ctx.db.query(`SELECT conversation_id FROM complaints WHERE reference = $1`, [res.body.reference]);
    expect(row.conversation_id).toBe(conversation.id);
  });
});
