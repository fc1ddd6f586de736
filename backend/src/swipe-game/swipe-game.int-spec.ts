import { swipeDayKey, swipeTimeZone, type SwipeGameResponse, type SwipeResponse } from '@amoretto/shared';
import { insertMember, NL_HOST, setSite, viewerOn } from '../members/member-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';

describe('swipe game', () => {
  const ctx = useIsolatedBackend('swipe_game');
  const http = () => ctx.backend.http();

  const current = async (cookie: string): Promise<SwipeGameResponse> =>
    (await http().get('/api/swipe-game').set('Cookie', cookie).expect(200)).body as SwipeGameResponse;
  const swipe = (cookie: string, profileId: number, action: 'like' | 'skip') =>
    http().post('/api/swipe-game/swipes').set('Cookie', cookie).send({ profile_id: profileId, action });
  const today = () => swipeDayKey(new Date(), swipeTimeZone('NL', 'NL-UT'));

  /** Only the members a test makes are left to play with: earlier tests' members are moved abroad. */
  const freshPile = () => ctx.db.query(`UPDATE users SET country = 'BE', region = NULL WHERE country = 'NL'`);

  /** A player and `n` women of their country, each card put in front of the player today (arranged in the database). */
  async function playerWithShownCards(n: number): Promise<{ me: { id: number; cookie: string }; cards: number[] }> {
    await freshPile();
    const me = await viewerOn(ctx.backend, ctx.db);
    const cards: number[] = [];
    for (let i = 0; i < n; i += 1) cards.push(await insertMember(ctx.db, { gender: 'female', name: `Card ${i}` }));
    for (const id of cards) {
      await ctx.db.query(`INSERT INTO swipe_cards (user_id, day, profile_id) VALUES ($1, $2::date, $3)`, [me.id, today(), id]);
    }
    return { me, cards };
  }

  it('lets exactly the daily allowance of 4 likes through when 10 likes arrive at once', async () => {
    const { me, cards } = await playerWithShownCards(10);
    const results = await Promise.all(cards.map((id) => swipe(me.cookie, id, 'like')));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    for (const res of results.filter((r) => r.status === 409)) expect(res.body.error.code).toBe('swipe_likes_used_up');

    const [likes] = (await ctx.db.query(`SELECT count(*)::int AS n FROM likes WHERE liker_id = $1`, [me.id])) as Array<{ n: number }>;
    expect(likes!.n).toBe(4);
    expect(await ctx.db.query(`SELECT likes FROM swipe_days WHERE user_id = $1`, [me.id])).toEqual([{ likes: 4 }]);
    // The refused likes left their cards waiting, not answered.
    const actions = (await ctx.db.query(
      `SELECT action, count(*)::int AS n FROM swipe_cards WHERE user_id = $1 GROUP BY action ORDER BY action`,
      [me.id],
    )) as Array<{ action: string; n: number }>;
    expect(actions).toEqual([
      { action: 'liked', n: 4 },
      { action: 'shown', n: 6 },
    ]);

    // Out of likes: no card, the reason, and the reset at the next midnight in the member's zone.
    const after = await current(me.cookie);
    expect(after.card).toBeNull();
    expect(after.state).toMatchObject({ blocked: 'likes', likes_left: 0, daily_likes: 4, time_zone: 'Europe/Amsterdam', day: today() });
    const untilReset = Date.parse(after.state.resets_at) - Date.now();
    expect(untilReset).toBeGreaterThan(0);
    expect(untilReset).toBeLessThanOrEqual(25 * 3600 * 1000);
    expect(new Date(after.state.resets_at).toLocaleTimeString('en-GB', { timeZone: 'Europe/Amsterdam' })).toBe('00:00:00');
  });

  it('takes the allowance from the member’s site', async () => {
    await setSite(ctx.backend, ctx.db, NL_HOST, { swipe_daily_likes: 2 });
    try {
      const { me, cards } = await playerWithShownCards(3);
      await swipe(me.cookie, cards[0]!, 'like').expect(200);
      const second = await swipe(me.cookie, cards[1]!, 'like').expect(200);
      expect((second.body as SwipeResponse).state).toMatchObject({ likes_left: 0, daily_likes: 2, blocked: 'likes' });
      const third = await swipe(me.cookie, cards[2]!, 'like');
      expect([third.status, third.body.error.code]).toEqual([409, 'swipe_likes_used_up']);
    } finally {
      await setSite(ctx.backend, ctx.db, NL_HOST, { swipe_daily_likes: 4 });
    }
  });

  it('never shows a card twice in a day, and only answers the card on offer', async () => {
    await freshPile();
    const me = await viewerOn(ctx.backend, ctx.db);
    const women = [
      await insertMember(ctx.db, { gender: 'female' }),
      await insertMember(ctx.db, { gender: 'female' }),
      await insertMember(ctx.db, { gender: 'female' }),
    ];
    const notMine = await insertMember(ctx.db, { gender: 'male' });
    const shownYesterday = women[0]!;
    await ctx.db.query(`INSERT INTO swipe_cards (user_id, day, profile_id, action) VALUES ($1, $2::date - 1, $3, 'skipped')`, [
      me.id,
      today(),
      shownYesterday,
    ]);

    const first = await current(me.cookie);
    expect(first.card).not.toBeNull();
    // A reload shows the same card: it is still waiting for an answer.
    expect((await current(me.cookie)).card?.id).toBe(first.card!.id);
    const unofferedAnswer = await swipe(
      me.cookie,
      women.find((id) => id !== first.card!.id)!,
      'skip',
    );
    expect([unofferedAnswer.status, unofferedAnswer.body.error.code]).toEqual([409, 'swipe_card_not_offered']);

    const seen = [first.card!.id];
    let answer = (await swipe(me.cookie, first.card!.id, 'skip').expect(200)).body as SwipeResponse;
    while (answer.card) {
      seen.push(answer.card.id);
      answer = (await swipe(me.cookie, answer.card.id, seen.length === 2 ? 'like' : 'skip').expect(200)).body as SwipeResponse;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...women].sort());
    expect(seen).not.toContain(notMine);
    expect(answer.state).toMatchObject({ blocked: 'cards', likes_left: 3 });
    // Answered cards stay answered: the same one cannot be liked or skipped again today.
    const again = await swipe(me.cookie, seen[0]!, 'like');
    expect([again.status, again.body.error.code]).toEqual([409, 'swipe_card_not_offered']);
    expect((await current(me.cookie)).card).toBeNull();
  });

  it('likes as an ordinary like: a like back makes a match with its notifications and list entry', async () => {
    await freshPile();
    const me = await viewerOn(ctx.backend, ctx.db);
    const her = await viewerOn(ctx.backend, ctx.db, { gender: 'female' });
    await http().post('/api/likes').set('Cookie', her.cookie).send({ profile_id: me.id }).expect(200);

    const offered = await current(me.cookie);
    expect(offered.card?.id).toBe(her.id);
    const liked = (await swipe(me.cookie, her.id, 'like').expect(200)).body as SwipeResponse;
    expect(liked.relation).toEqual({ liked: true, liked_me: true, blocked: false });
    expect(liked.state.likes_left).toBe(3);

    const jobs = (await ctx.db.query(
      `SELECT job_name, payload FROM outbox WHERE job_name = 'notify.match' AND (payload->>'userId')::int = ANY($1) ORDER BY id`,
      [[me.id, her.id]],
    )) as Array<{ job_name: string; payload: Record<string, number> }>;
    expect(jobs.map((j) => j.payload)).toEqual([
      { userId: her.id, partnerId: me.id },
      { userId: me.id, partnerId: her.id },
    ]);
    const matches = await http().get('/api/likes.php?type=matches').set('Cookie', me.cookie).expect(200);
    expect((matches.body.profiles as Array<{ id: number }>).map((p) => p.id)).toEqual([her.id]);
    const hers = await http().get('/api/likes.php?type=received').set('Cookie', her.cookie).expect(200);
    expect(hers.body.liked_by).toEqual([{ id: me.id, like_new: true }]);
  });

  it('is for members only', async () => {
    const res = await http().get('/api/swipe-game');
    expect([res.status, res.body.error.code]).toEqual([403, 'authentication_required']);
  });
});
