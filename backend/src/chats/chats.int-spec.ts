import { randomUUID } from 'node:crypto';
import type { ChatMessagesResponse, ChatRemoveResponse, ChatsResponse, SendMessageResponse } from '@amoretto/shared';
import { FREE_CONVERSATIONS, FREE_HISTORY_MESSAGES } from '@amoretto/shared';
import { useIsolatedBackend } from '../testing/isolated-database';
import { NL_HOST, setSite } from '../members/member-test-helpers';
import { chatMember, ledgerOf, RealtimeListener, type ChatMember } from './chat-test-helpers';

describe('chats', () => {
  // Its own database: the tests change the NL site's prices, which other files read.
  const ctx = useIsolatedBackend('chats');
  const http = () => ctx.backend.http();
  const listener = new RealtimeListener();

  beforeAll(async () => {
    await listener.start();
    // The members below live on amoretto.nl; every test starts from these prices.
    await setSite(ctx.backend, ctx.db, NL_HOST, { message_credits: 10, minimum_message_costs: JSON.stringify({}), message_length: 1000 });
  });
  afterAll(() => listener.stop());

  const member = (seed: Parameters<typeof chatMember>[2] = {}) => chatMember(ctx.backend, ctx.db, seed);
  const send = (from: ChatMember, to: number, body = 'Ciao!', clientId: string = randomUUID()) =>
    http().post('/api/chats/messages').set('Host', NL_HOST).set('Cookie', from.cookie).send({ profile_id: to, client_id: clientId, body });
  const chats = async (who: ChatMember): Promise<ChatsResponse> =>
    (await http().get('/api/chats.php').set('Host', NL_HOST).set('Cookie', who.cookie).expect(200)).body;
  const messages = (who: ChatMember, conversationId: number, query: Record<string, number> = {}) =>
    http().get(`/api/chats/${conversationId}/messages`).query(query).set('Host', NL_HOST).set('Cookie', who.cookie);
  const messageRows = (conversationId: number): Promise<Array<{ seq: number; sender_id: number; cost: number }>> =>
    ctx.db.query(`SELECT seq, sender_id, cost FROM messages WHERE conversation_id = $1 ORDER BY seq`, [conversationId]);
  const conversationsOf = (a: number, b: number): Promise<Array<{ id: number }>> =>
    ctx.db.query(`SELECT id FROM conversations WHERE user_a_id = $1 AND user_b_id = $2`, [Math.min(a, b), Math.max(a, b)]);

  describe('paying for messages', () => {
    it('sends exactly as many messages as the credits pay for when 100 are sent at once', async () => {
      const me = await member({ credits: 100, paid_user: true });
      const her = await member({ gender: 'female' });
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => send(me, her.id, `message ${i}`)));

      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 402)).toHaveLength(90);
      for (const refused of results.filter((r) => r.status === 402)) {
        expect(refused.body.error.code).toBe('not_enough_credits');
        expect(refused.body.error.details).toEqual({ price: 10, credits: 0 });
      }
      expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: 0, ledger_sum: 0, spends: 10 });
      const [conversation] = await conversationsOf(me.id, her.id);
      const rows = await messageRows(conversation!.id);
      expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(rows.every((r) => r.cost === 10 && r.sender_id === me.id)).toBe(true);
    });

    it('stores and charges a message once when its client id is sent five times at once', async () => {
      const me = await member({ credits: 50 });
      const her = await member({ gender: 'female' });
      const clientId = randomUUID();
      const results = await Promise.all(Array.from({ length: 5 }, () => send(me, her.id, 'Only once', clientId)));

      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
      const ids = new Set(results.map((r) => (r.body as SendMessageResponse).message.id));
      expect(ids.size).toBe(1);
      for (const res of results) expect((res.body as SendMessageResponse).credits).toBe(40);
      expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: 40, ledger_sum: 40, spends: 1 });
      const [conversation] = await conversationsOf(me.id, her.id);
      expect(await messageRows(conversation!.id)).toHaveLength(1);

      // A retry later still answers with the original; the same id towards someone else is refused.
      const later = await send(me, her.id, 'Only once', clientId).expect(200);
      expect(later.body.message.seq).toBe(1);
      const other = await member({ gender: 'female' });
      const reused = await send(me, other.id, 'Only once', clientId);
      expect([reused.status, reused.body.error.code]).toEqual([409, 'client_id_reused']);
      expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: 40, ledger_sum: 40, spends: 1 });
    });

    it('charges the country minimum when it is above message_credits', async () => {
      await setSite(ctx.backend, ctx.db, NL_HOST, { minimum_message_costs: JSON.stringify({ NL: { costs: 15, currency: 'EUR' } }) });
      try {
        const me = await member({ credits: 29 });
        const her = await member({ gender: 'female' });
        const first = await send(me, her.id).expect(201);
        expect(first.body.credits).toBe(14);
        const refused = await send(me, her.id);
        expect([refused.status, refused.body.error.code, refused.body.error.details]).toEqual([
          402,
          'not_enough_credits',
          { price: 15, credits: 14 },
        ]);
        const [conversation] = await conversationsOf(me.id, her.id);
        expect(await messageRows(conversation!.id)).toEqual([{ seq: 1, sender_id: me.id, cost: 15 }]);
        expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: 14, ledger_sum: 14, spends: 1 });
      } finally {
        await setSite(ctx.backend, ctx.db, NL_HOST, { minimum_message_costs: JSON.stringify({}) });
      }
    });

    it('translates the offer to buy credits', async () => {
      const me = await member();
      const her = await member({ gender: 'female' });
      const res = await send(me, her.id).set('Accept-Language', 'de');
      expect(res.status).toBe(402);
      expect(res.body.error.message).toContain('10');
      expect(res.body.error.message).toContain('Credits');
      expect(await conversationsOf(me.id, her.id)).toEqual([]);
    });

    it('refuses a message longer than the site allows, an empty one and one with NUL', async () => {
      await setSite(ctx.backend, ctx.db, NL_HOST, { message_length: 12 });
      try {
        const me = await member({ credits: 100 });
        const her = await member({ gender: 'female' });
        const long = await send(me, her.id, 'x'.repeat(13));
        expect([long.status, long.body.error.code, long.body.error.details]).toEqual([400, 'message_too_long', { max: 12 }]);
        await send(me, her.id, 'x'.repeat(12)).expect(201);
        expect((await send(me, her.id, '   ')).body.error.code).toBe('validation_failed');
        // Postgres text cannot hold NUL: a clear 400, not a failed insert.
        const nul = await send(me, her.id, 'a\u0000b');
        expect([nul.status, nul.body.error.code, nul.body.error.fields]).toEqual([400, 'validation_failed', { body: ['noNul'] }]);
        expect((await ledgerOf(ctx.db, me.id)).credits).toBe(90);
      } finally {
        await setSite(ctx.backend, ctx.db, NL_HOST, { message_length: 1000 });
      }
    });
  });

  describe('who may write to whom', () => {
    it('lets a free member start two conversations, also when four are started at once', async () => {
      const me = await member({ credits: 1000 });
      const partners = await Promise.all(Array.from({ length: 4 }, () => member({ gender: 'female' })));
      const results = await Promise.all(partners.map((p) => send(me, p.id)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 403, 403]);
      for (const refused of results.filter((r) => r.status === 403)) {
        expect(refused.body.error.code).toBe('premium_required');
        expect(refused.body.error.details).toEqual({ limit: 2 });
      }
      expect((await ledgerOf(ctx.db, me.id)).credits).toBe(980);

      // Existing conversations go on; a conversation someone else starts is not counted.
      const started = partners.filter((_, i) => results[i]!.status === 201);
      await send(me, started[0]!.id).expect(201);
      const admirer = await member({ gender: 'female', credits: 10 });
      await send(admirer, me.id).expect(201);
      await send(me, admirer.id).expect(201);
      // Removing a chat does not free a place.
      await http().delete('/api/chat.php').query({ profile_id: started[1]!.id }).set('Cookie', me.cookie).expect(200);
      const refused = partners.find((_, i) => results[i]!.status === 403)!;
      expect((await send(me, refused.id)).body.error.code).toBe('premium_required');
    });

    it('lets a premium member start a third conversation', async () => {
      const me = await member({ credits: 100, paid_user: true });
      for (let i = 0; i < 3; i++) await send(me, (await member({ gender: 'female' })).id).expect(201);
    });

    it('refuses messages between a blocked pair in either direction, without charging', async () => {
      const me = await member({ credits: 100 });
      const her = await member({ gender: 'female', credits: 100 });
      await http().post('/api/blocks').set('Cookie', her.cookie).send({ profile_id: me.id }).expect(200);
      for (const [from, to] of [
        [me, her],
        [her, me],
      ] as const) {
        const res = await send(from, to.id);
        expect([res.status, res.body.error.code]).toEqual([403, 'blocked_by_member']);
      }
      expect((await ledgerOf(ctx.db, me.id)).credits).toBe(100);
      expect((await ledgerOf(ctx.db, her.id)).credits).toBe(100);
      expect(await conversationsOf(me.id, her.id)).toEqual([]);
    });

    it("removes the pair's conversation when one blocks the other", async () => {
      const me = await member({ credits: 100 });
      const her = await member({ gender: 'female', credits: 100 });
      const sent = await send(me, her.id).expect(201);
      const conversationId = sent.body.message.conversation.id as number;
      await http().post('/api/blocks').set('Cookie', me.cookie).send({ profile_id: her.id }).expect(200);
      expect(await conversationsOf(me.id, her.id)).toEqual([]);
      expect((await chats(her)).chats).toEqual([]);
      expect((await messages(her, conversationId)).body.error.code).toBe('conversation_not_found');
      // The credits spent stay spent: the ledger is append-only.
      expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: 90, ledger_sum: 90, spends: 1 });
    });

    it('tells an unconfirmed sender that replies wait for the confirmation, and refuses the reply', async () => {
      const me = await member({ credits: 100, status: 'not_confirmed' });
      const her = await member({ gender: 'female', credits: 100 });
      const sent = await send(me, her.id).expect(201);
      expect(sent.body.awaiting_confirmation).toBe(true);
      expect((await chats(me)).awaiting_confirmation).toBe(true);
      const reply = await send(her, me.id);
      expect([reply.status, reply.body.error.code]).toEqual([403, 'partner_not_confirmed']);
      expect((await ledgerOf(ctx.db, her.id)).credits).toBe(100);

      await ctx.db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [me.id]);
      await send(her, me.id).expect(201);
    });

    it('stores messages to a fictional profile without answering', async () => {
      const me = await member({ credits: 100 });
      const fictional = await member({ gender: 'female' });
      await ctx.db.query(`UPDATE users SET fictional = true WHERE id = $1`, [fictional.id]);
      const sent = await send(me, fictional.id, 'Hello there').expect(201);
      const list = await chats(fictional);
      expect(list.chats.map((c) => [c.conversation.id, c.num_unread_messages])).toEqual([[sent.body.message.conversation.id, 1]]);
      expect((await messageRows(sent.body.message.conversation.id)).map((r) => r.sender_id)).toEqual([me.id]);
    });
  });

  describe('catch-up, list, reading and removing', () => {
    it('returns exactly the missed messages, in order, with gap-free seqs', async () => {
      const me = await member({ credits: 500 });
      const her = await member({ gender: 'female', paid_user: true });
      let conversationId = 0;
      for (let i = 1; i <= 50; i++) conversationId = (await send(me, her.id, `m${i}`).expect(201)).body.message.conversation.id;

      const all: ChatMessagesResponse = (await messages(her, conversationId, { after_seq: 0, limit: 200 }).expect(200)).body;
      expect(all.messages.map((m) => m.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(all.messages.map((m) => m.body)).toEqual(Array.from({ length: 50 }, (_, i) => `m${i + 1}`));
      expect([all.has_more, all.older_hidden, all.conversation.last_seq, all.profile.id]).toEqual([false, false, 50, me.id]);

      const missed: ChatMessagesResponse = (await messages(her, conversationId, { after_seq: 37 }).expect(200)).body;
      expect(missed.messages.map((m) => m.seq)).toEqual([38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);

      // Paging: limit, then has_more, then the rest from the last seq held.
      const page = (await messages(her, conversationId, { after_seq: 0, limit: 30 }).expect(200)).body as ChatMessagesResponse;
      expect([page.messages.length, page.has_more]).toEqual([30, true]);
      const rest = (await messages(her, conversationId, { after_seq: 30, limit: 30 }).expect(200)).body as ChatMessagesResponse;
      expect(rest.messages.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 31));
      expect(rest.has_more).toBe(false);

      // A free member sees only the newest messages of the history.
      const free: ChatMessagesResponse = (await messages(me, conversationId, { after_seq: 0, limit: 200 }).expect(200)).body;
      expect(free.messages.map((m) => m.seq)).toEqual(
        Array.from({ length: FREE_HISTORY_MESSAGES }, (_, i) => 51 - FREE_HISTORY_MESSAGES + i),
      );
      expect(free.older_hidden).toBe(true);

      // Not a member of the conversation: as if it did not exist.
      const stranger = await member();
      expect((await messages(stranger, conversationId)).status).toBe(404);
    });

    it('counts unread messages for the recipient and resets them on opening', async () => {
      const me = await member({ credits: 100 });
      const her = await member({ gender: 'female', credits: 100 });
      for (let i = 0; i < 3; i++) await send(me, her.id).expect(201);
      const hers = await chats(her);
      expect(hers.chats).toHaveLength(1);
      const item = hers.chats[0]!;
      expect([item.profile.id, item.num_unread_messages, item.conversation.last_message?.seq, hers.num_unread_messages]).toEqual([
        me.id,
        3,
        3,
        3,
      ]);
      expect((await chats(me)).chats[0]!.num_unread_messages).toBe(0);

      const read = await http().post(`/api/chats/${item.conversation.id}/read`).set('Cookie', her.cookie).expect(200);
      expect(read.body).toEqual({ num_unread_messages: 0 });
      expect((await chats(her)).chats[0]!.num_unread_messages).toBe(0);
      await send(her, me.id).expect(201);
      expect((await chats(me)).num_unread_messages).toBe(1);
      const stranger = await member();
      await http().post(`/api/chats/${item.conversation.id}/read`).set('Cookie', stranger.cookie).expect(404);
    });

    it('removes chats with a profile for the caller only; a new message brings the chat back without the old history', async () => {
      const me = await member({ credits: 100, paid_user: true });
      const her = await member({ gender: 'female', credits: 100 });
      const other = await member({ gender: 'female' });
      await send(me, her.id, 'one').expect(201);
      await send(her, me.id, 'two').expect(201);
      const keep = await send(me, other.id, 'stays').expect(201);

      const removed = await http().delete('/api/chat.php').query({ profile_id: her.id }).set('Cookie', me.cookie).expect(200);
      expect(removed.body as ChatRemoveResponse).toEqual({ removed: 1, num_unread_messages: 0 });
      expect((await chats(me)).chats.map((c) => c.profile.id)).toEqual([other.id]);
      expect((await chats(her)).chats.map((c) => c.profile.id)).toEqual([me.id]);
      const conversationId = (await chats(her)).chats[0]!.conversation.id;
      expect((await messages(me, conversationId).expect(200)).body.messages).toEqual([]);
      expect((await messages(her, conversationId).expect(200)).body.messages.map((m: { body: string }) => m.body)).toEqual(['one', 'two']);

      await send(her, me.id, 'three').expect(201);
      const back = await chats(me);
      expect(back.chats.map((c) => [c.profile.id, c.num_unread_messages])).toEqual([
        [her.id, 1],
        [other.id, 0],
      ]);
      expect(
        (await messages(me, conversationId).expect(200)).body.messages.map((m: { seq: number; body: string }) => [m.seq, m.body]),
      ).toEqual([[3, 'three']]);

      // By conversation id; an unknown or foreign one is not found; exactly one of the two keys.
      await http()
        .delete('/api/chat.php')
        .query({ conversation_id: keep.body.message.conversation.id })
        .set('Cookie', me.cookie)
        .expect(200);
      expect((await chats(me)).chats.map((c) => c.profile.id)).toEqual([her.id]);
      await http().delete('/api/chat.php').query({ conversation_id: conversationId }).set('Cookie', other.cookie).expect(404);
      await http().delete('/api/chat.php').set('Cookie', me.cookie).expect(400);
      await http()
        .delete('/api/chat.php')
        .query({ conversation_id: conversationId, profile_id: her.id })
        .set('Cookie', me.cookie)
        .expect(400);
    });
  });

  describe('realtime', () => {
    it('emits the new message to both members and the counters after the commit', async () => {
      const me = await member({ credits: 30 });
      const her = await member({ gender: 'female' });
      const [mine, hers] = await Promise.all([listener.listen(me.id), listener.listen(her.id)]);
      const clientId = randomUUID();
      const sent = (await send(me, her.id, 'Live', clientId).expect(201)).body as SendMessageResponse;

      const forHer = await hers.waitFor('message.created', (p) => p.message.client_id === clientId);
      const forMe = await mine.waitFor('message.created', (p) => p.message.client_id === clientId);
      // Each member's copy carries that member's counters after the message.
      expect(forHer).toEqual({ message: sent.message, counters: { num_unread_messages: 1 } });
      expect(forMe).toEqual({ message: sent.message, counters: { credits: 20 } });

      // A retried send is announced again, the same message with the counters as they are now
      // (the client drops a message it holds by seq).
      await send(me, her.id, 'Live', clientId).expect(200);
      await send(me, her.id, 'Next').expect(201);
      await hers.waitFor('message.created', (p) => p.message.body === 'Next');
      const live = hers.events.filter(
        (e) => e.event === 'message.created' && 'message' in e.payload && e.payload.message.client_id === clientId,
      );
      expect(live.map((e) => e.payload)).toEqual([forHer, forHer]);
    });

    it('announces a message committed just before the backend died when the client retries it', async () => {
      const me = await member({ credits: 30 });
      const her = await member({ gender: 'female' });
      const hers = await listener.listen(her.id);
      const clientId = randomUUID();
      // What a backend that died between its commit and its events left behind: the message, and no event.
      const [{ result }] = (await ctx.db.query(
        `SELECT chat_send($1, $2, $3, 'text', 'Before the crash', NULL, NULL, NULL, 'message', $4) AS result`,
        [me.id, her.id, clientId, FREE_CONVERSATIONS],
      )) as Array<{ result: { outcome: string; message: { id: string } } }>;
      expect(result.outcome).toBe('created');

      // The client got no answer and sends the same client_id again: 200, and now her socket hears of it.
      const retried = (await send(me, her.id, 'Before the crash', clientId).expect(200)).body as SendMessageResponse;
      expect(retried.message.id).toBe(Number(result.message.id));
      await expect(hers.waitFor('message.created', (p) => p.message.client_id === clientId)).resolves.toEqual({
        message: retried.message,
        counters: { num_unread_messages: 1 },
      });
    });
  });
});
