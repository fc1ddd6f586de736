import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TrustOverview } from '@amoretto/shared';
import { useIsolatedBackend } from '../testing/isolated-database';
import { randomIp } from '../testing/accounts-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { chatMember, ledgerOf, type ChatMember } from '../chats/chat-test-helpers';
import { createOperator } from '../operator-auth/operator-accounts';
import { currentTotpCode } from '../operator-auth/operator-totp';

jest.setTimeout(120_000);

// docs/product.md#trust: limits tied to trust, applied by chat_send to sends to real members.
describe('limits tied to trust', () => {
  const ctx = useIsolatedBackend('trust');
  const http = () => ctx.backend.http();
  let picture: Buffer;
  let rules: { limited_messages_per_minute: number; hold_blockers: number; hold_reporters: number };
  beforeAll(async () => {
    picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b03050' } })
      .jpeg()
      .toBuffer();
    [rules] = (await ctx.db.query(`SELECT limited_messages_per_minute, hold_blockers, hold_reporters FROM trust_rules`)) as [typeof rules];
  });

  const member = (seed: Parameters<typeof chatMember>[2] = {}) => chatMember(ctx.backend, ctx.db, seed);
  /** A member of some weeks (the new-account limit is over), unless a test makes them new. */
  const established = async (seed: Parameters<typeof chatMember>[2] = {}) => {
    const m = await member(seed);
    await ctx.db.query(
      `UPDATE users SET signup_date = now() - interval '30 days', activated_at = now() - interval '30 days' WHERE id = $1`,
      [m.id],
    );
    return m;
  };
  const fictionalProfile = async (): Promise<ChatMember> => {
    const profile = await established({ gender: 'female' });
    await ctx.db.query(`UPDATE users SET fictional = true WHERE id = $1`, [profile.id]);
    return profile;
  };
  const send = (from: ChatMember, to: number, body = 'Ciao!') =>
    http()
      .post('/api/chats/messages')
      .set('Host', NL_HOST)
      .set('Accept-Language', 'en')
      .set('Cookie', from.cookie)
      .send({ profile_id: to, client_id: randomUUID(), body });
  const photo = (from: ChatMember, to: number) =>
    http()
      .post('/api/chats/photos')
      .set('Host', NL_HOST)
      .set('Cookie', from.cookie)
      .attach('photo', picture, { filename: 'me.jpg', contentType: 'image/jpeg' })
      .field('profile_id', String(to))
      .field('client_id', randomUUID());
  const sendMany = async (from: ChatMember, to: number, count: number): Promise<number[]> => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await send(from, to, `message ${i}`)).status);
    return statuses;
  };
  const moderator = async () => {
    const created = await createOperator(ctx.db.manager, {
      email: `mod.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`,
      name: 'Mona',
      role: 'moderator',
      password: 'Lantern-Harbour-77',
    });
    const res = await http()
      .post('/api/operator/login')
      .set('X-Forwarded-For', randomIp())
      .send({ email: created.email, password: 'Lantern-Harbour-77', code: await currentTotpCode(created.totpSecret) })
      .expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('operator.session='))!;
    return { id: created.id, cookie: cookie.split(';')[0]! };
  };

  it('limits an unconfirmed member per minute to real members, not to fictional profiles, with a clear refusal', async () => {
    const limit = rules.limited_messages_per_minute;
    const me = await established({ credits: 500, status: 'not_confirmed' });
    const her = await established({ gender: 'female' });
    const fiona = await fictionalProfile();
    expect(await sendMany(me, her.id, limit)).toEqual(Array(limit).fill(201));
    const before = await ledgerOf(ctx.db, me.id);
    const refused = await send(me, her.id).expect(429);
    expect(refused.body.error).toMatchObject({ code: 'trust_rate_limited', details: { limit } });
    expect(refused.body.error.details.seconds).toBeGreaterThan(0);
    expect(refused.body.error.details.seconds).toBeLessThanOrEqual(60);
    expect(refused.body.error.message).toContain(`${limit} messages a minute`);
    // Refused sends cost nothing.
    expect(await ledgerOf(ctx.db, me.id)).toEqual(before);
    // Fictional profiles are not counted.
    expect(await sendMany(me, fiona.id, limit + 2)).toEqual(Array(limit + 2).fill(201));
    // The window passes: sends go through again.
    await ctx.db.query(`UPDATE member_trust SET rate_window_start = now() - interval '61 seconds' WHERE user_id = $1`, [me.id]);
    await send(me, her.id).expect(201);
  });

  it('limits an account confirmed today that never paid, but not a new paying member nor an established one', async () => {
    const limit = rules.limited_messages_per_minute;
    const her = await established({ gender: 'female' });
    const confirmedToday = `UPDATE users SET activated_at = now() - interval '1 hour' WHERE id = $1`;
    const fresh = await member({ credits: 500 });
    await ctx.db.query(confirmedToday, [fresh.id]);
    expect(await sendMany(fresh, her.id, limit + 1)).toEqual([...Array(limit).fill(201), 429]);
    const paying = await member({ credits: 500, paid_user: true });
    await ctx.db.query(confirmedToday, [paying.id]);
    expect(await sendMany(paying, her.id, limit + 1)).toEqual(Array(limit + 1).fill(201));
    const old = await established({ credits: 500 });
    expect(await sendMany(old, her.id, limit + 1)).toEqual(Array(limit + 1).fill(201));
  });

  it('limits a member with a recently upheld report', async () => {
    const limit = rules.limited_messages_per_minute;
    const me = await established({ credits: 500, paid_user: true });
    const her = await established({ gender: 'female' });
    const reporter = await established({ gender: 'female' });
    await ctx.db.query(
      `INSERT INTO reports (site_id, reporter_id, reported_id, reason, status, decided_at)
       SELECT site_id, $1, $2, 'spam', 'upheld', now() FROM users WHERE id = $2`,
      [reporter.id, me.id],
    );
    expect(await sendMany(me, her.id, limit + 1)).toEqual([...Array(limit).fill(201), 429]);
  });

  it('refuses photos before the email is confirmed', async () => {
    const me = await established({ credits: 500, status: 'not_confirmed' });
    const her = await established({ gender: 'female' });
    const fiona = await fictionalProfile();
    for (const to of [her.id, fiona.id]) {
      const refused = await photo(me, to).expect(403);
      expect(refused.body.error.code).toBe('photo_requires_confirmation');
    }
    expect(await ledgerOf(ctx.db, me.id)).toMatchObject({ spends: 0, credits: 500 });
    await ctx.db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [me.id]);
    await photo(me, her.id).expect(201);
  });

  it('holds a member blocked by several others in a short time: real members refused, fictional profiles not; a moderator sees and releases the hold', async () => {
    const me = await established({ credits: 500, paid_user: true });
    const her = await established({ gender: 'female' });
    const fiona = await fictionalProfile();
    for (let i = 0; i < rules.hold_blockers; i++) {
      const blocker = await established({ gender: 'female' });
      await http().post('/api/blocks').set('Host', NL_HOST).set('Cookie', blocker.cookie).send({ profile_id: me.id }).expect(200);
    }
    const refused = await send(me, her.id).expect(403);
    expect(refused.body.error.code).toBe('held_for_review');
    expect(refused.body.error.message).toMatch(/checked by our team/);
    await send(me, fiona.id).expect(201);

    const mod = await moderator();
    const overview: TrustOverview = (await http().get('/api/operator/trust').set('Cookie', mod.cookie).expect(200)).body;
    expect(overview.rules).toMatchObject({
      hold_blockers: rules.hold_blockers,
      limited_messages_per_minute: rules.limited_messages_per_minute,
    });
    expect(overview.held.find((h) => h.id === me.id)).toMatchObject({ reason: 'blocks', recent_blockers: rules.hold_blockers });

    await http().post(`/api/operator/trust/held/${me.id}/release`).set('Cookie', mod.cookie).expect(204);
    await send(me, her.id).expect(201);
    expect(
      await ctx.db.query(`SELECT operator_id FROM operator_audit_log WHERE action = 'trust_hold_released' AND member_id = $1`, [me.id]),
    ).toEqual([{ operator_id: mod.id }]);
    // Released once: a second release finds nothing to release.
    await http().post(`/api/operator/trust/held/${me.id}/release`).set('Cookie', mod.cookie).expect(404);
  });

  it('holds a member reported by several others in a short time', async () => {
    const me = await established({ credits: 500, paid_user: true });
    const her = await established({ gender: 'female' });
    for (let i = 0; i < rules.hold_reporters; i++) {
      const reporter = await established({ gender: 'female' });
      await ctx.db.query(
        `INSERT INTO reports (site_id, reporter_id, reported_id, reason) SELECT site_id, $1, $2, 'harassment' FROM users WHERE id = $2`,
        [reporter.id, me.id],
      );
    }
    expect((await send(me, her.id).expect(403)).body.error.code).toBe('held_for_review');
    expect(await ctx.db.query(`SELECT held_reason FROM member_trust WHERE user_id = $1`, [me.id])).toEqual([{ held_reason: 'reports' }]);
  });
});
