import { chatMember, type ChatMember } from '../chats/chat-test-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { liveListenerThatHearsNothing, sitePoll } from './poll-test-helpers';

// A like's event makes the site ask for the likes lists again at once. The workers' listener moves
// the member's poll version only once Postgres has told it of the change; until then a poll with
// the old tag would be answered 304, and the list from before the like would stay on screen. The
// backend moves the version itself before the event goes out. Here a listener is live (as in
// production) but never hears of the change: only the backend's own move can answer in full.

describe('events that make the site ask again', () => {
  const ctx = useIsolatedBackend('poll_refetch');
  const RECEIVED = '/api/likes.php?type=received';

  beforeAll(() => liveListenerThatHearsNothing(ctx.backend));
  const poll = (member: ChatMember, path: string, tag?: string) =>
    sitePoll<{ profiles?: { id: number }[] }>(ctx.backend, member, path, tag);

  const like = (from: ChatMember, to: ChatMember) =>
    ctx.backend.http().post('/api/likes').set('Host', NL_HOST).set('Cookie', from.cookie).send({ profile_id: to.id }).expect(200);

  it('a like and a match move the poll versions of the members they are announced to, so the polls they prompt answer in full', async () => {
    const me = await chatMember(ctx.backend, ctx.db);
    const her = await chatMember(ctx.backend, ctx.db, { gender: 'female' });
    const before = await poll(her, RECEIVED);
    expect(before.status).toBe(200);
    expect(before.tag).toBeDefined();
    // Nothing moved it yet: the tag holds.
    expect((await poll(her, RECEIVED, before.tag)).status).toBe(304);

    await like(me, her);
    const afterLike = await poll(her, RECEIVED, before.tag);
    expect(afterLike.status).toBe(200);
    expect(afterLike.body.profiles?.map((profile) => profile.id)).toEqual([me.id]);

    // Her like back is a match, announced to both.
    const mine = await poll(me, '/api/likes.php?type=matches');
    await like(her, me);
    const afterMatch = await poll(me, '/api/likes.php?type=matches', mine.tag);
    expect(afterMatch.status).toBe(200);
    expect(afterMatch.body.profiles?.map((profile) => profile.id)).toEqual([her.id]);
  });
});
