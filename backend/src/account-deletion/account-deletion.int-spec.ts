import { randomUUID } from 'node:crypto';
import type { AccountExport, ChatsResponse, LikesResponse, MailContent, SearchResponse } from '@amoretto/shared';
import { GOOD_PASSWORD, mailsTo, sessionCookie, signUp, tokenFrom, type QueuedMail } from '../testing/accounts-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { insertPhoto, NL_HOST, viewerOn } from '../members/member-test-helpers';

/**
 * Leaving and coming back (docs/product.md#leaving): a deleted member disappears from every
 * other member's lists at once, and the mailed link or a new signup with the address brings
 * everything back. Its own database: search results are read as whole lists.
 */
describe('account deletion', () => {
  const ctx = useIsolatedBackend('leaving');
  const http = () => ctx.backend.http();

  interface Member {
    id: number;
    cookie: string;
    email: string;
  }

  /** An activated member with credits, found by search (a woman in Utrecht for the men searching). */
  const member = async (gender: 'male' | 'female'): Promise<Member> => {
    const { id, cookie } = await viewerOn(ctx.backend, ctx.db, { gender });
    const [row] = (await ctx.db.query(
      `UPDATE users SET status = 'active', activated_at = now(), credits = 500 WHERE id = $1 RETURNING email`,
      [id],
    )) as [Array<{ email: string }>, number];
    return { id, cookie, email: row[0]!.email };
  };
  const get = (cookie: string, path: string) => http().get(path).set('Host', NL_HOST).set('Cookie', cookie);
  const post = (cookie: string, path: string, body: object = {}) => http().post(path).set('Host', NL_HOST).set('Cookie', cookie).send(body);
  const deleteAccount = (who: Member, body: object) => post(who.cookie, '/api/account/deletion', body);

  /** Everything member `viewer` can see of `other`: search, the three likes tabs, chats, the member page. */
  const sightings = async (viewer: Member, other: number) => {
    const search = (await get(viewer.cookie, '/api/members').expect(200)).body as SearchResponse;
    const inLikes = async (type: string) =>
      ((await get(viewer.cookie, `/api/likes.php?type=${type}`).expect(200)).body as LikesResponse).profiles.some((p) => p.id === other);
    const chats = (await get(viewer.cookie, '/api/chats.php').expect(200)).body as ChatsResponse;
    return {
      search: [...search.profiles, ...search.similar].some((m) => m.id === other),
      received: await inLikes('received'),
      sent: await inLikes('sent'),
      matches: await inLikes('matches'),
      chats: chats.chats.some((c) => c.profile.id === other),
      page: (await get(viewer.cookie, `/api/members/${other}`)).status,
    };
  };
  const everywhere = { search: true, received: true, sent: true, matches: true, chats: true, page: 200 };
  const nowhere = { search: false, received: false, sent: false, matches: false, chats: false, page: 404 };

  /** She likes him and he likes her (a match) and she writes to him (one unread for him). */
  const acquainted = async (): Promise<{ her: Member; him: Member }> => {
    const her = await member('female');
    const him = await member('male');
    await post(her.cookie, '/api/likes', { profile_id: him.id }).expect(200);
    await post(him.cookie, '/api/likes', { profile_id: her.id }).expect(200);
    await post(her.cookie, '/api/chats/messages', { profile_id: him.id, client_id: randomUUID(), body: 'Ciao!' }).expect(201);
    return { her, him };
  };

  it('hides the member from search, likes, chats and the member page at once, ends her sessions and mails the way back', async () => {
    const { her, him } = await acquainted();
    await insertPhoto(ctx.db, her.id, 0);
    expect(await sightings(him, her.id)).toEqual(everywhere);

    const res = await deleteAccount(her, { reason: 'found_someone', remarks: '  Met someone here, thanks!  ', password: GOOD_PASSWORD });
    expect(res.status).toBe(204);
    // The browser's session cookie is cleared, and the session itself is over.
    expect(String(res.headers['set-cookie'])).toMatch(/auth\.session=;/);
    expect((await get(her.cookie, '/api/user.php')).status).toBe(403);

    expect(await sightings(him, her.id)).toEqual(nowhere);
    // Her unread message no longer counts on his badge: its conversation left his list.
    expect(((await get(him.cookie, '/api/chats.php')).body as ChatsResponse).num_unread_messages ?? 0).toBe(0);
    // Nobody can like or write to her any more.
    expect((await post(him.cookie, '/api/likes', { profile_id: her.id })).status).toBe(404);
    const write = await post(him.cookie, '/api/chats/messages', { profile_id: her.id, client_id: randomUUID(), body: 'Hey?' });
    expect([write.status, write.body.error.code]).toEqual([404, 'member_not_found']);

    const [deletion] = (await ctx.db.query(`SELECT reason, remarks, restored_at FROM account_deletions WHERE user_id = $1`, [
      her.id,
    ])) as Array<{ reason: string; remarks: string; restored_at: Date | null }>;
    expect(deletion).toEqual({ reason: 'found_someone', remarks: 'Met someone here, thanks!', restored_at: null });
    // The purge waits in the outbox for the end of the 14 days.
    const [purge] = (await ctx.db.query(`SELECT delay_ms FROM outbox WHERE job_name = 'account.purge' AND (payload->>'userId')::int = $1`, [
      her.id,
    ])) as Array<{ delay_ms: string }>;
    expect(Number(purge!.delay_ms)).toBeGreaterThanOrEqual(14 * 86_400_000);
    const mail = (await mailsTo(ctx.db, her.email)).at(-1) as QueuedMail & { content?: MailContent };
    expect(mail.text).toContain('/api/reactivate.php?token=');
    expect(mail.content?.button?.href).toContain('/api/reactivate.php?token=');
  });

  it('brings everything back with the mailed link, once', async () => {
    const { her, him } = await acquainted();
    const photo = await insertPhoto(ctx.db, her.id, 0);
    const [{ credits }] = (await ctx.db.query(`SELECT credits FROM users WHERE id = $1`, [her.id])) as Array<{ credits: number }>;
    await deleteAccount(her, { reason: 'price', password: GOOD_PASSWORD }).expect(204);
    const token = tokenFrom((await mailsTo(ctx.db, her.email)).at(-1));

    const back = await http().get(`/api/reactivate.php?token=${token}`);
    expect([back.status, back.headers.location]).toEqual([302, '/login?reactivated=1']);
    expect(await sightings(him, her.id)).toEqual(everywhere);

    const login = await http().post('/api/user.php').set('Host', NL_HOST).send({ email: her.email, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: her.id, status: 'active', credits });
    const cookie = sessionCookie(login.headers['set-cookie']);
    const chats = (await get(cookie, '/api/chats.php').expect(200)).body as ChatsResponse;
    expect(chats.chats.map((c) => c.profile.id)).toEqual([him.id]);
    const photos = await ctx.db.query(`SELECT id FROM photos WHERE user_id = $1`, [her.id]);
    expect(photos).toEqual([{ id: photo.id }]);
    expect(
      (
        (await ctx.db.query(`SELECT restored_at FROM account_deletions WHERE user_id = $1`, [her.id])) as Array<{
          restored_at: Date | null;
        }>
      )[0]!.restored_at,
    ).not.toBeNull();

    // Single use: the same link again lands on the error page.
    const again = await http().get(`/api/reactivate.php?token=${token}`);
    expect(again.headers.location).toBe('/activate/error');
  });

  it('brings the account back when the address signs up again (by the link that signup offers)', async () => {
    const { her, him } = await acquainted();
    await deleteAccount(her, { reason: 'time', password: GOOD_PASSWORD }).expect(204);

    const again = await signUp(ctx.backend, { email: her.email }, NL_HOST);
    expect([again.res.status, again.res.body.error.code]).toEqual([409, 'account_deleted']);
    await http().post('/api/accounts/reactivation').set('Host', NL_HOST).send({ email: her.email }).expect(202);
    const token = tokenFrom((await mailsTo(ctx.db, her.email)).at(-1));
    expect((await http().get(`/api/reactivate.php?token=${token}`)).headers.location).toBe('/login?reactivated=1');
    expect(await sightings(him, her.id)).toEqual(everywhere);
  });

  it('answers a login of the deleted account with the way back, only with the right password', async () => {
    const { her } = await acquainted();
    await deleteAccount(her, { reason: 'no_members', password: GOOD_PASSWORD }).expect(204);
    const login = (password: string) => http().post('/api/user.php').set('Host', NL_HOST).send({ email: her.email, password });
    const right = await login(GOOD_PASSWORD);
    expect([right.status, right.body.error.code, right.headers['set-cookie']]).toEqual([403, 'account_deleted', undefined]);
    const wrong = await login('Not-Her-Password-1');
    expect([wrong.status, wrong.body.error.code]).toEqual([403, 'invalid_credentials']);
    // Past the window the address is just unknown.
    await ctx.db.query(`UPDATE users SET deleted_at = now() - interval '15 days' WHERE id = $1`, [her.id]);
    expect((await login(GOOD_PASSWORD)).body.error.code).toBe('invalid_credentials');
  });

  it('refuses the link once the 14 days are over', async () => {
    const { her } = await acquainted();
    await deleteAccount(her, { reason: 'other', remarks: 'bye', password: GOOD_PASSWORD }).expect(204);
    const token = tokenFrom((await mailsTo(ctx.db, her.email)).at(-1));
    await ctx.db.query(`UPDATE users SET deleted_at = now() - interval '14 days 1 minute' WHERE id = $1`, [her.id]);
    expect((await http().get(`/api/reactivate.php?token=${token}`)).headers.location).toBe('/activate/error');
    expect(((await ctx.db.query(`SELECT status FROM users WHERE id = $1`, [her.id])) as Array<{ status: string }>)[0]!.status).toBe(
      'deleted',
    );
  });

  it('answers bad input with 4xx and a translated code, and changes nothing', async () => {
    const her = await member('female');
    const cases: Array<[object, number, string]> = [
      [{ reason: 'bored', password: GOOD_PASSWORD }, 400, 'validation_failed'],
      [{ password: GOOD_PASSWORD }, 400, 'validation_failed'],
      [{ reason: 'other', remarks: 'x'.repeat(1001), password: GOOD_PASSWORD }, 400, 'validation_failed'],
      [{ reason: 'other', remarks: 'a\u0000b', password: GOOD_PASSWORD }, 400, 'validation_failed'],
      [{ reason: 'other', remarks: 42, password: GOOD_PASSWORD }, 400, 'validation_failed'],
      [{ reason: 'price' }, 400, 'validation_failed'],
      [{ reason: 'price', password: 'not-my-password' }, 400, 'wrong_password'],
    ];
    for (const [body, status, code] of cases) {
      const res = await deleteAccount(her, body).set('Accept-Language', 'de');
      expect([JSON.stringify(body).slice(0, 60), res.status, res.body.error?.code]).toEqual([
        JSON.stringify(body).slice(0, 60),
        status,
        code,
      ]);
      expect(res.body.error.message).toEqual(expect.any(String));
      expect(res.body.error.message).not.toBe(code);
    }
    expect((await http().post('/api/account/deletion').send({ reason: 'price', password: GOOD_PASSWORD })).status).toBe(403);
    expect((await get(her.cookie, '/api/user.php')).status).toBe(200);
    expect(await ctx.db.query(`SELECT 1 FROM account_deletions WHERE user_id = $1`, [her.id])).toEqual([]);
  });

  it('offers the company’s delete discount as the member’s own code, once', async () => {
    const her = await member('female');
    const info = await get(her.cookie, '/api/account/deletion').expect(200);
    expect(info.body).toEqual({ stay_offer: { value_percentage: 50 }, undo_days: 14 });

    const accepted = await post(her.cookie, '/api/account/deletion/stay-offer').expect(200);
    expect(accepted.body).toMatchObject({ code: 'STAY50', value_percentage: 50 });
    // A second click gives the same code.
    expect((await post(her.cookie, '/api/account/deletion/stay-offer').expect(200)).body.code).toBe('STAY50');
    // The credits page accepts it like any code.
    const checked = await get(her.cookie, '/api/discountcode.php?code=STAY50').expect(200);
    expect(checked.body.discount).toMatchObject({ code: 'STAY50', percentage: 50 });

    await ctx.db.query(`UPDATE company SET delete_discount = 0`);
    try {
      expect((await get(her.cookie, '/api/account/deletion').expect(200)).body.stay_offer).toBeNull();
      const refused = await post(her.cookie, '/api/account/deletion/stay-offer');
      expect([refused.status, refused.body.error.code]).toEqual([409, 'stay_offer_unavailable']);
    } finally {
      await ctx.db.query(`UPDATE company SET delete_discount = 50`);
    }
  });

  it('exports the member’s own data and nothing of anybody else’s', async () => {
    const { her, him } = await acquainted();
    const photo = await insertPhoto(ctx.db, her.id, 0);
    await post(him.cookie, '/api/chats/messages', { profile_id: her.id, client_id: randomUUID(), body: 'his-private-words' }).expect(201);

    const res = await get(her.cookie, '/api/account/export').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.body as AccountExport;
    expect(data.account).toMatchObject({ id: her.id, email: her.email, credits: expect.any(Number) });
    expect(data.photos.map((p) => p.url)).toEqual([expect.stringMatching(new RegExp(`/cdn/${photo.filename}$`))]);
    expect(data.messages.map((m) => [m.direction, m.partner_id, m.body])).toEqual([
      ['sent', him.id, 'Ciao!'],
      ['received', him.id, null],
    ]);
    expect(data.likes.given.map((l) => l.profile_id)).toEqual([him.id]);
    expect(data.likes.received.map((l) => l.profile_id)).toEqual([him.id]);
    expect(data.ledger.some((e) => e.reason.length > 0) || data.ledger.length === 0).toBe(true);
    // Nothing of his beyond his id: not his address, not his words.
    expect(res.text).not.toContain(him.email);
    expect(res.text).not.toContain('his-private-words');
    expect((await http().get('/api/account/export')).status).toBe(403);
  });
});
