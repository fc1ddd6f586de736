import { randomUUID } from 'node:crypto';
import { chatMember, type ChatMember } from '../chats/chat-test-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { liveListenerThatHearsNothing, sitePoll } from './poll-test-helpers';

// The site asks for its lists again right after the member's own writes (a block from a
// conversation, a like from a profile). Here a listener is live (as in production) but never hears
// of a change, as on a busy machine where the browser's request comes before Postgres has told it:
// only the backend's own move after the write can answer those polls in full.

describe('a member’s own writes', () => {
  const ctx = useIsolatedBackend('poll_own_writes');
  const http = () => ctx.backend.http();

  beforeAll(() => liveListenerThatHearsNothing(ctx.backend));
  const poll = (member: ChatMember, path: string, tag?: string) => sitePoll(ctx.backend, member, path, tag);

  const partners = (body: Record<string, unknown>) => (body.chats as Array<{ profile: { id: number } }>).map((chat) => chat.profile.id);
  const liked = (body: Record<string, unknown>) => (body.profiles as Array<{ id: number }>).map((profile) => profile.id);

  it('a block answers the blocker’s next chats poll in full, without the blocked member’s chat', async () => {
    const me = await chatMember(ctx.backend, ctx.db, { credits: 50 });
    const her = await chatMember(ctx.backend, ctx.db, { gender: 'female' });
    await http()
      .post('/api/chats/messages')
      .set('Host', NL_HOST)
      .set('Cookie', me.cookie)
      .send({ profile_id: her.id, client_id: randomUUID(), body: 'Hoi' })
      .expect(201);
    const before = await poll(me, '/api/chats.php');
    expect(partners(before.body)).toEqual([her.id]);
    expect(before.tag).toBeDefined();
    expect((await poll(me, '/api/chats.php', before.tag)).status).toBe(304);

    await http().post('/api/blocks').set('Host', NL_HOST).set('Cookie', me.cookie).send({ profile_id: her.id }).expect(200);
    const after = await poll(me, '/api/chats.php', before.tag);
    expect(after.status).toBe(200);
    expect(partners(after.body)).toEqual([]);
  });

  it('a like answers the liker’s next sent-likes poll in full; a refused write and a read move nothing', async () => {
    const me = await chatMember(ctx.backend, ctx.db);
    const her = await chatMember(ctx.backend, ctx.db, { gender: 'female' });
    const SENT = '/api/likes.php?type=sent';
    const before = await poll(me, SENT);
    expect(liked(before.body)).toEqual([]);

    // Liking oneself is refused: nothing was written, so the tag holds.
    await http().post('/api/likes').set('Host', NL_HOST).set('Cookie', me.cookie).send({ profile_id: me.id }).expect(400);
    await http().get('/api/blocks').set('Host', NL_HOST).set('Cookie', me.cookie).expect(200);
    expect((await poll(me, SENT, before.tag)).status).toBe(304);

    await http().post('/api/likes').set('Host', NL_HOST).set('Cookie', me.cookie).send({ profile_id: her.id }).expect(200);
    const after = await poll(me, SENT, before.tag);
    expect(after.status).toBe(200);
    expect(liked(after.body)).toEqual([her.id]);
  });
});
