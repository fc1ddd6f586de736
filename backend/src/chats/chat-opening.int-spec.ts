import { randomUUID } from 'node:crypto';
import type { ChatMessagesResponse } from '@amoretto/shared';
import { CHAT_PAGE_MAX, FREE_HISTORY_MESSAGES } from '@amoretto/shared';
import { useTestBackend } from '../testing/accounts-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { chatMember, type ChatMember } from './chat-test-helpers';

// Opening a conversation in one request: `latest` asks for its newest messages without the
// client knowing the last seq first (docs/product.md#chats).
describe('opening a conversation at its newest messages', () => {
  const ctx = useTestBackend();
  const http = () => ctx.backend.http();

  const member = (seed: Parameters<typeof chatMember>[2] = {}) => chatMember(ctx.backend, ctx.db, { credits: 10_000, ...seed });
  const send = async (from: ChatMember, to: number, body: string): Promise<number> =>
    (
      await http()
        .post('/api/chats/messages')
        .set('Host', NL_HOST)
        .set('Cookie', from.cookie)
        .send({ profile_id: to, client_id: randomUUID(), body })
        .expect(201)
    ).body.message.conversation.id;
  const messages = (who: ChatMember, conversationId: number, query: Record<string, number>) =>
    http().get(`/api/chats/${conversationId}/messages`).query(query).set('Host', NL_HOST).set('Cookie', who.cookie);
  const page = async (who: ChatMember, conversationId: number, query: Record<string, number>): Promise<ChatMessagesResponse> =>
    (await messages(who, conversationId, query).expect(200)).body;
  const seqs = (response: ChatMessagesResponse) => response.messages.map((m) => m.seq);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  /** A conversation of `count` messages from him to her; both pay unless told otherwise. */
  const conversation = async (count: number, seed: { paidHim?: boolean } = {}) => {
    const him = await member({ paid_user: seed.paidHim ?? true });
    const her = await member({ gender: 'female', paid_user: true });
    let id = 0;
    for (let i = 1; i <= count; i++) id = await send(him, her.id, `m${i}`);
    return { him, her, id };
  };

  it('answers the newest messages, says whether older ones exist, and pages like catch-up', async () => {
    const { her, id } = await conversation(60);

    const opening = await page(her, id, { latest: 50 });
    expect(seqs(opening)).toEqual(range(11, 60));
    expect(opening.messages.map((m) => m.body)).toEqual(range(11, 60).map((seq) => `m${seq}`));
    expect([opening.has_earlier, opening.has_more, opening.older_hidden, opening.conversation.last_seq]).toEqual([true, false, false, 60]);

    // The whole conversation fits: nothing earlier.
    const all = await page(her, id, { latest: CHAT_PAGE_MAX });
    expect([seqs(all), all.has_earlier]).toEqual([range(1, 60), false]);

    // A limit below latest: the oldest of the window first, has_more for the rest (latest alone pages by itself).
    const first = await page(her, id, { latest: 10, limit: 4 });
    expect([seqs(first), first.has_more, first.has_earlier]).toEqual([range(51, 54), true, true]);
    const rest = await page(her, id, { after_seq: 54 });
    expect([seqs(rest), rest.has_more]).toEqual([range(55, 60), false]);

    // after_seq pages say the same about what lies before them.
    expect((await page(her, id, { after_seq: 0 })).has_earlier).toBe(false);
    expect((await page(her, id, { after_seq: 37, limit: 5 })).has_earlier).toBe(true);
  });

  it("stops at a free member's history limit", async () => {
    const { him, id } = await conversation(60, { paidHim: false });

    const opening = await page(him, id, { latest: 50 });
    expect(seqs(opening)).toEqual(range(61 - FREE_HISTORY_MESSAGES, 60));
    expect([opening.has_earlier, opening.older_hidden]).toEqual([false, true]);

    const newest = await page(him, id, { latest: 5 });
    expect([seqs(newest), newest.has_earlier, newest.older_hidden]).toEqual([range(56, 60), true, true]);
  });

  it('shows nothing from before the viewer removed the chat', async () => {
    const { him, her, id } = await conversation(3);
    await http().delete('/api/chat.php').query({ conversation_id: id }).set('Host', NL_HOST).set('Cookie', her.cookie).expect(200);

    const removed = await page(her, id, { latest: 50 });
    expect([seqs(removed), removed.has_earlier]).toEqual([[], false]);

    await send(him, her.id, 'm4');
    await send(him, her.id, 'm5');
    const back = await page(her, id, { latest: 50 });
    expect([seqs(back), back.has_earlier, back.older_hidden]).toEqual([[4, 5], false, false]);
    const newest = await page(her, id, { latest: 1 });
    expect([seqs(newest), newest.has_earlier]).toEqual([[5], true]);

    // The partner, who removed nothing, still sees it all.
    expect(seqs(await page(him, id, { latest: 50 }))).toEqual(range(1, 5));
  });

  it('refuses latest together with after_seq, and a latest out of range, with a translated message', async () => {
    const { her, id } = await conversation(2);

    const both = await messages(her, id, { after_seq: 0, latest: 50 }).set('Accept-Language', 'de');
    expect([both.status, both.body.error.code]).toEqual([400, 'messages_query_conflict']);
    expect(both.body.error.message).toContain('neuesten Nachrichten');
    expect(both.body.error.fields).toEqual({ after_seq: ['exclusiveWith'], latest: ['exclusiveWith'] });

    for (const latest of [0, CHAT_PAGE_MAX + 1, -3]) {
      const res = await messages(her, id, { latest });
      expect([res.status, res.body.error.code]).toEqual([400, 'validation_failed']);
    }
    const text = await http().get(`/api/chats/${id}/messages?latest=newest`).set('Host', NL_HOST).set('Cookie', her.cookie);
    expect([text.status, text.body.error.code]).toEqual([400, 'validation_failed']);

    // A stranger learns nothing, whichever way the page is asked for.
    const stranger = await member();
    expect((await messages(stranger, id, { latest: 50 })).status).toBe(404);
  });
});
