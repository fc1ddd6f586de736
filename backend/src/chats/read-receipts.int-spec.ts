import { randomUUID } from 'node:crypto';
import type { ChatMessagesResponse, SendMessageResponse, UserResponse } from '@amoretto/shared';
import { useTestBackend } from '../testing/accounts-helpers';
import { insertMember, NL_HOST } from '../members/member-test-helpers';
import { chatMember, RealtimeListener, type ChatMember } from './chat-test-helpers';

describe('read receipts', () => {
  const ctx = useTestBackend();
  const http = () => ctx.backend.http();
  const realtime = new RealtimeListener();
  beforeAll(() => realtime.start());
  afterAll(() => realtime.stop());

  const member = (gender: 'male' | 'female') => chatMember(ctx.backend, ctx.db, { credits: 10_000, paid_user: true, gender });
  const send = async (from: ChatMember, to: number, body = 'Hoi'): Promise<SendMessageResponse> =>
    (
      await http()
        .post('/api/chats/messages')
        .set('Host', NL_HOST)
        .set('Cookie', from.cookie)
        .send({ profile_id: to, client_id: randomUUID(), body })
        .expect(201)
    ).body;
  const read = (who: ChatMember, conversationId: number) =>
    http().post(`/api/chats/${conversationId}/read`).set('Host', NL_HOST).set('Cookie', who.cookie).expect(200);
  const partnerReadSeq = async (who: ChatMember, conversationId: number): Promise<number | null> =>
    (
      (await http().get(`/api/chats/${conversationId}/messages`).set('Host', NL_HOST).set('Cookie', who.cookie).expect(200))
        .body as ChatMessagesResponse
    ).partner_read_seq;
  const setReceipts = (who: ChatMember, body: unknown) =>
    http()
      .put('/api/account/read-receipts')
      .set('Host', NL_HOST)
      .set('Cookie', who.cookie)
      .send(body as object);

  /** A pair with a conversation of `messages` messages from `him` to `her`. */
  const pair = async (messages = 2) => {
    const him = await member('male');
    const her = await member('female');
    let last: SendMessageResponse | null = null;
    for (let i = 0; i < messages; i++) last = await send(him, her.id, `bericht ${i}`);
    return { him, her, conversationId: last!.message.conversation.id };
  };

  it('tells the sender how far the partner read when both have receipts on, and shows it on catch-up', async () => {
    const { him, her, conversationId } = await pair(2);
    const hisEvents = await realtime.listen(him.id);
    const herEvents = await realtime.listen(her.id);
    expect(await partnerReadSeq(him, conversationId)).toBe(0);

    await read(her, conversationId);
    await expect(hisEvents.waitFor('message.read', () => true)).resolves.toEqual({
      conversation: { id: conversationId },
      reader_id: her.id,
      last_read_seq: 2,
    });
    expect(await partnerReadSeq(him, conversationId)).toBe(2);
    // Her own view: he has not opened the chat since, and she sent nothing.
    expect(await partnerReadSeq(her, conversationId)).toBe(0);

    // Reading again without anything new announces nothing; a new message read does.
    await read(her, conversationId);
    await send(him, her.id, 'nog een');
    await read(her, conversationId);
    await hisEvents.waitFor('message.read', (p) => p.last_read_seq === 3);
    expect(hisEvents.events.filter((e) => e.event === 'message.read').map((e) => e.payload)).toEqual([
      { conversation: { id: conversationId }, reader_id: her.id, last_read_seq: 2 },
      { conversation: { id: conversationId }, reader_id: her.id, last_read_seq: 3 },
    ]);
    expect(herEvents.events.some((e) => e.event === 'message.read')).toBe(false);
  });

  it.each([
    ['the reader', 'her'],
    ['the sender', 'him'],
  ] as const)('announces and shows nothing while %s has receipts off (reciprocal)', async (_label, who) => {
    const { him, her, conversationId } = await pair(2);
    const off = who === 'her' ? her : him;
    expect((await setReceipts(off, { read_receipts: false }).expect(200)).body.user.read_receipts).toBe(false);
    const hisEvents = await realtime.listen(him.id);

    await read(her, conversationId);
    // His next message.created went out after any receipt would have, on the same connection.
    const reply = await send(her, him.id, 'gelezen');
    await hisEvents.waitFor('message.created', (p) => p.message.id === reply.message.id);
    expect(hisEvents.events.some((e) => e.event === 'message.read')).toBe(false);
    expect(await partnerReadSeq(him, conversationId)).toBeNull();
    expect(await partnerReadSeq(her, conversationId)).toBeNull();

    // The position was kept: turning receipts back on shows it.
    await setReceipts(off, { read_receipts: true }).expect(200);
    expect(await partnerReadSeq(him, conversationId)).toBe(2);
  });

  it('saves the setting on the member and refuses anything but a boolean', async () => {
    const me = await member('male');
    const user = (await http().get('/api/user.php').set('Host', NL_HOST).set('Cookie', me.cookie).expect(200)).body as UserResponse;
    expect(user.user.read_receipts).toBe(true);

    const off = (await setReceipts(me, { read_receipts: false }).expect(200)).body as UserResponse;
    expect(off.user).toMatchObject({ id: me.id, read_receipts: false });
    expect(
      ((await http().get('/api/user.php').set('Host', NL_HOST).set('Cookie', me.cookie).expect(200)).body as UserResponse).user
        .read_receipts,
    ).toBe(false);

    for (const bad of [{ read_receipts: 'false' }, { read_receipts: 0 }, { read_receipts: null }, {}, { read_receipts: true, extra: 1 }]) {
      const res = await setReceipts(me, bad).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    const [row] = (await ctx.db.query(`SELECT read_receipts FROM users WHERE id = $1`, [me.id])) as Array<{ read_receipts: boolean }>;
    expect(row!.read_receipts).toBe(false);

    const anonymous = await http().put('/api/account/read-receipts').set('Host', NL_HOST).send({ read_receipts: true });
    expect([anonymous.status, anonymous.body.error.code]).toEqual([403, 'authentication_required']);
  });

  it("pushes the new-likes count when opening a liker's page clears a new like, and only then", async () => {
    const me = await member('male');
    const [first, second] = [await insertMember(ctx.db), await insertMember(ctx.db)];
    await ctx.db.query(`INSERT INTO likes (liker_id, liked_id, like_new) VALUES ($1, $3, true), ($2, $3, true)`, [first, second, me.id]);
    const mine = await realtime.listen(me.id);
    const open = (id: number) => http().get(`/api/members/${id}`).set('Host', NL_HOST).set('Cookie', me.cookie).expect(200);

    await open(first);
    await expect(mine.waitFor('counters.changed', () => true)).resolves.toEqual({ num_new_likes: 1 });
    // Opening it again clears nothing; the second liker's page does, and the badge reaches 0.
    await open(first);
    await open(second);
    await mine.waitFor('counters.changed', (p) => p.num_new_likes === 0);
    expect(mine.events.filter((e) => e.event === 'counters.changed').map((e) => e.payload)).toEqual([
      { num_new_likes: 1 },
      { num_new_likes: 0 },
    ]);
  });
});
