import { randomBytes, randomUUID } from 'node:crypto';
import type { FictionalConversationView, FictionalQueue } from '@amoretto/shared';
import { chatSend } from '@amoretto/shared/db';
import { useIsolatedBackend } from '../testing/isolated-database';
import { randomIp } from '../testing/accounts-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { chatMember, ledgerOf, RealtimeListener, type ChatMember } from '../chats/chat-test-helpers';
import { createOperator } from '../operator-auth/operator-accounts';
import { currentTotpCode } from '../operator-auth/operator-totp';

const PASSWORD = 'Lantern-Harbour-77';
jest.setTimeout(120_000);

// docs/product.md#fictional-answers: agents answer members as fictional profiles through the
// members' own send path; the profile never starts, and agents see no payment data.
describe('fictional profiles answered in the console', () => {
  const ctx = useIsolatedBackend('fictional');
  const http = () => ctx.backend.http();
  const listener = new RealtimeListener();
  beforeAll(() => listener.start());
  afterAll(() => listener.stop());

  const member = (seed: Parameters<typeof chatMember>[2] = {}) => chatMember(ctx.backend, ctx.db, seed);
  const fictionalProfile = async (): Promise<ChatMember> => {
    const profile = await member({ gender: 'female' });
    await ctx.db.query(`UPDATE users SET fictional = true WHERE id = $1`, [profile.id]);
    return profile;
  };
  const send = (from: ChatMember, to: number, body = 'Ciao!') =>
    http()
      .post('/api/chats/messages')
      .set('Host', NL_HOST)
      .set('Cookie', from.cookie)
      .send({ profile_id: to, client_id: randomUUID(), body });
  const operator = async (role: 'agent' | 'moderator' | 'admin') => {
    const name = `Agent ${randomBytes(2).toString('hex')}`;
    const created = await createOperator(ctx.db.manager, {
      email: `op.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`,
      name,
      role,
      password: PASSWORD,
    });
    const res = await http()
      .post('/api/operator/login')
      .set('X-Forwarded-For', randomIp())
      .send({ email: created.email, password: PASSWORD, code: await currentTotpCode(created.totpSecret) })
      .expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('operator.session='))!;
    return { id: created.id, name, cookie: cookie.split(';')[0]! };
  };
  const conversationOf = async (a: number, b: number): Promise<number> => {
    const [row] = (await ctx.db.query(
      `SELECT id FROM conversations WHERE user_a_id = least($1::int, $2::int) AND user_b_id = greatest($1::int, $2::int)`,
      [a, b],
    )) as Array<{ id: number }>;
    return row!.id;
  };

  it('queues the member who wrote; the agent answers as the profile, live to the member, for free, audited with the agent', async () => {
    const agent = await operator('agent');
    const fiona = await fictionalProfile();
    const me = await member({ credits: 100 });
    const memberEmail = ((await ctx.db.query(`SELECT email FROM users WHERE id = $1`, [me.id])) as Array<{ email: string }>)[0]!.email;
    expect((await send(me, fiona.id, 'Are you there?')).status).toBe(201);
    const conversationId = await conversationOf(me.id, fiona.id);

    const queue: FictionalQueue = (await http().get('/api/operator/fictional/queue').set('Cookie', agent.cookie).expect(200)).body;
    const item = queue.items.find((i) => i.conversation_id === conversationId);
    expect(item).toMatchObject({ fictional: { id: fiona.id }, member: { id: me.id }, waiting_messages: 1, last_body: 'Are you there?' });

    const opened = await http().get(`/api/operator/fictional/conversations/${conversationId}`).set('Cookie', agent.cookie).expect(200);
    const view: FictionalConversationView = opened.body;
    expect(view).toMatchObject({ waiting: true, member: { id: me.id, fictional: false }, fictional: { id: fiona.id, fictional: true } });
    expect(view.messages.map((m) => [m.sender_id, m.body])).toEqual([[me.id, 'Are you there?']]);
    // Agents see what they need to answer, nothing of the member's email, credits or payments.
    expect(opened.text).not.toContain(memberEmail);
    expect(opened.text).not.toMatch(/credit|payment|ledger|email/i);

    const before = await ledgerOf(ctx.db, me.id);
    const live = await listener.listen(me.id);
    const clientId = randomUUID();
    const answered = await http()
      .post(`/api/operator/fictional/conversations/${conversationId}/messages`)
      .set('Cookie', agent.cookie)
      .send({ client_id: clientId, body: 'Yes, hello!' })
      .expect(201);
    const messageId: number = answered.body.message.id;
    const event = await live.waitFor('message.created', (p) => p.message.id === messageId);
    expect(event.message).toMatchObject({ sender_id: fiona.id, body: 'Yes, hello!' });
    expect(event.counters.num_unread_messages).toBe(1);

    // The same client_id again lands once and is audited once.
    await http()
      .post(`/api/operator/fictional/conversations/${conversationId}/messages`)
      .set('Cookie', agent.cookie)
      .send({ client_id: clientId, body: 'Yes, hello!' })
      .expect(201);
    const authors = await ctx.db.query(`SELECT operator_id FROM fictional_message_authors WHERE message_id = $1`, [messageId]);
    expect(authors).toEqual([{ operator_id: agent.id }]);
    const audit = (await ctx.db.query(
      `SELECT operator_id, member_id, details FROM operator_audit_log WHERE action = 'fictional_answer' AND details->>'message_id' = $1`,
      [String(messageId)],
    )) as Array<{ operator_id: number; member_id: number; details: Record<string, number> }>;
    expect(audit).toEqual([
      {
        operator_id: agent.id,
        member_id: me.id,
        details: { message_id: messageId, conversation_id: conversationId, fictional_id: fiona.id },
      },
    ]);
    // Nobody paid for the answer: the member's balance and the profile's ledger are as before.
    expect(await ledgerOf(ctx.db, me.id)).toEqual(before);
    expect((await ledgerOf(ctx.db, fiona.id)).spends).toBe(0);
    const [cost] = (await ctx.db.query(`SELECT cost FROM messages WHERE id = $1`, [messageId])) as Array<{ cost: number }>;
    expect(cost!.cost).toBe(0);

    // Answered: off the queue; the member's chat shows it with the agent's name only in the console.
    const after: FictionalQueue = (await http().get('/api/operator/fictional/queue').set('Cookie', agent.cookie).expect(200)).body;
    expect(after.items.some((i) => i.conversation_id === conversationId)).toBe(false);
    const again: FictionalConversationView = (
      await http().get(`/api/operator/fictional/conversations/${conversationId}`).set('Cookie', agent.cookie).expect(200)
    ).body;
    expect(again.waiting).toBe(false);
    expect(again.messages.at(-1)).toMatchObject({ id: messageId, agent_name: agent.name });
  });

  it('orders the queue by the longest wait', async () => {
    const agent = await operator('agent');
    const fiona = await fictionalProfile();
    const first = await member({ credits: 100 });
    const second = await member({ credits: 100 });
    await send(first, fiona.id).expect(201);
    await send(second, fiona.id).expect(201);
    // The first member writes again: the wait still counts from their first unanswered message.
    await send(first, fiona.id, 'Hello?').expect(201);
    const queue: FictionalQueue = (await http().get('/api/operator/fictional/queue').set('Cookie', agent.cookie).expect(200)).body;
    const ours = queue.items.filter((i) => i.fictional.id === fiona.id).map((i) => [i.member.id, i.waiting_messages]);
    expect(ours).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
  });

  it('never lets a fictional profile open a conversation, through the database function, the members’ API or the console', async () => {
    const agent = await operator('agent');
    const fiona = await fictionalProfile();
    const me = await member({ credits: 100 });
    expect(await chatSend(ctx.db, fiona.id, me.id, randomUUID(), { kind: 'text', body: 'Hi there' })).toEqual({
      outcome: 'fictional_cannot_start',
    });
    const refused = await send(fiona, me.id).expect(403);
    expect(refused.body.error.code).toBe('fictional_cannot_start');
    expect(await ctx.db.query(`SELECT id FROM conversations WHERE started_by = $1`, [fiona.id])).toEqual([]);

    // A conversation between two real members is none of the console's business.
    const other = await member({ credits: 100 });
    await send(me, other.id).expect(201);
    const real = await conversationOf(me.id, other.id);
    const notOurs = await http()
      .post(`/api/operator/fictional/conversations/${real}/messages`)
      .set('Cookie', agent.cookie)
      .send({ client_id: randomUUID(), body: 'Hello' })
      .expect(404);
    expect(notOurs.body.error.code).toBe('conversation_not_found');
  });

  it('keeps one note per member, saved by agents and audited', async () => {
    const agent = await operator('agent');
    const fiona = await fictionalProfile();
    const me = await member({ credits: 100 });
    await send(me, fiona.id).expect(201);
    const conversationId = await conversationOf(me.id, fiona.id);
    const saved = await http()
      .put(`/api/operator/fictional/members/${me.id}/note`)
      .set('Cookie', agent.cookie)
      .send({ text: 'Likes sailing; lives near Utrecht.' })
      .expect(200);
    expect(saved.body.note).toMatchObject({ text: 'Likes sailing; lives near Utrecht.', updated_by: agent.name });
    const view: FictionalConversationView = (
      await http().get(`/api/operator/fictional/conversations/${conversationId}`).set('Cookie', agent.cookie).expect(200)
    ).body;
    expect(view.note.text).toBe('Likes sailing; lives near Utrecht.');
    const audit = await ctx.db.query(`SELECT operator_id FROM operator_audit_log WHERE action = 'member_note_saved' AND member_id = $1`, [
      me.id,
    ]);
    expect(audit).toEqual([{ operator_id: agent.id }]);
    await http().put(`/api/operator/fictional/members/999999999/note`).set('Cookie', agent.cookie).send({ text: 'x' }).expect(404);
  });

  it('is for agents and admins only; agents cannot read payments, support data or trust holds', async () => {
    const agent = await operator('agent');
    const moderator = await operator('moderator');
    const admin = await operator('admin');
    const me = await member({ credits: 100 });
    await http().get('/api/operator/fictional/queue').set('Cookie', admin.cookie).expect(200);
    expect((await http().get('/api/operator/fictional/queue').set('Cookie', moderator.cookie).expect(403)).body.error.code).toBe(
      'operator_role_forbidden',
    );
    // A member's session is no operator's.
    expect((await http().get('/api/operator/fictional/queue').set('Cookie', me.cookie).expect(401)).body.error.code).toBe(
      'operator_login_required',
    );
    for (const path of ['/api/operator/trust', `/api/operator/support/members/${me.id}`, `/api/operator/support/members?q=${me.id}`]) {
      const res = await http().get(path).set('Cookie', agent.cookie);
      expect([path, res.status, res.body.error?.code]).toEqual([path, 403, 'operator_role_forbidden']);
    }
  });
});
