import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { useIsolatedBackend } from '../testing/isolated-database';
import { PREMIUM_CLAIM_KEY, REMEASURE_LOCK_KEY, type StoredClaim } from './premium-stats.service';

/**
 * Members made in bulk, straight in SQL (the claim reads users, sessions, likes and
 * payments only). `signedUpDaysAgo` beyond the 90-day window makes a member inactive.
 */
async function members(
  db: DataSource,
  label: string,
  count: number,
  fields: { paid?: boolean; fictional?: boolean; signedUpDaysAgo?: number } = {},
): Promise<number[]> {
  const rows = (await db.query(
    `INSERT INTO users (email, password_hash, name, date_of_birth, language, site_id, country, status, paid_user, fictional, signup_date)
     SELECT $1 || '.' || i || '@claim.example', 'x', 'Claim', '1990-01-01', 'nl', (SELECT id FROM sites WHERE domain = 'amoretto.nl'),
            'NL', 'active', $3, $4, now() - make_interval(days => $5)
       FROM generate_series(1, $2) AS i RETURNING id`,
    [label, count, fields.paid ?? false, fields.fictional ?? false, fields.signedUpDaysAgo ?? 1],
  )) as Array<{ id: number }>;
  return rows.map((r) => r.id);
}

/** Each member and the partner like each other: the partner's like long ago, the member's `daysAgo`. */
async function matchWith(db: DataSource, ids: number[], partner: number, daysAgo = 1): Promise<void> {
  await db.query(
    `INSERT INTO likes (liker_id, liked_id, created_at) SELECT $2, id, now() - interval '300 days' FROM unnest($1::int[]) AS id`,
    [ids, partner],
  );
  await db.query(
    `INSERT INTO likes (liker_id, liked_id, created_at) SELECT id, $2, now() - make_interval(days => $3) FROM unnest($1::int[]) AS id`,
    [ids, partner, daysAgo],
  );
}

/** A paid purchase `daysAgo` for each member (their premium starts then). */
async function paidDaysAgo(db: DataSource, ids: number[], daysAgo: number): Promise<void> {
  await db.query(
    `INSERT INTO payments (user_id, site_id, package_id, credits, price_cents, amount_cents, currency, method, status, provider,
                           provider_payment_id, idempotency_key, paid_at)
     SELECT u.id, u.site_id, p.id, p.credits, p.price_cents, p.price_cents, p.currency, 'ideal', 'paid', 'sandbox',
            'claim-' || u.id, 'claim-' || u.id, now() - make_interval(days => $2)
       FROM users u JOIN credit_packages p ON p.site_id = u.site_id AND p.tier = 'p0' WHERE u.id = ANY($1::int[])`,
    [ids, daysAgo],
  );
}

describe('GET /api/premium-stats: the measured premium claim', () => {
  const ctx = useIsolatedBackend('premium_claim');
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(() => redis.quit());
  /** A partner to match with who is not active in the window itself. */
  const inactivePartner = (label: string) => members(ctx.db, label, 1, { signedUpDaysAgo: 400 });
  const claim = async () => {
    await redis.del(PREMIUM_CLAIM_KEY, REMEASURE_LOCK_KEY);
    return (await ctx.backend.http().get('/api/premium-stats').expect(200)).body;
  };

  it('makes no claim below the minimum sample', async () => {
    // One partner everybody matches with; signed up long ago and liking only long ago, so not active.
    const [partner] = await inactivePartner('partner');
    const premium = await members(ctx.db, 'premium', 40, { paid: true });
    await matchWith(ctx.db, premium, partner!);
    const free = await members(ctx.db, 'free', 100);
    await matchWith(ctx.db, free.slice(0, 10), partner!);
    expect(await claim()).toEqual({ claim: null });
  });

  it('states the measured figure once both groups are large enough and premium does better', async () => {
    const [partner] = await inactivePartner('partner2');
    const [fictional] = await members(ctx.db, 'fictional', 1, { fictional: true, signedUpDaysAgo: 400 });
    // Premium: 40 (matched, from the first test) + 20 more, 10 of them matched; 5 matched only
    // before they bought (not counted as premium matches).
    const morePremium = await members(ctx.db, 'premium2', 20, { paid: true });
    await matchWith(ctx.db, morePremium.slice(0, 10), partner!);
    const boughtLater = await members(ctx.db, 'bought-later', 5, { paid: true });
    await matchWith(ctx.db, boughtLater, partner!, 10);
    await paidDaysAgo(ctx.db, boughtLater, 2);
    // Free: 100 (10 matched) from the first test + 5 matched only with a fictional profile
    // (not a match with a member) + 20 inactive matched members (outside the window).
    await matchWith(ctx.db, await members(ctx.db, 'free-fictional', 5), fictional!);
    const inactive = await members(ctx.db, 'inactive', 20, { signedUpDaysAgo: 200 });
    await matchWith(ctx.db, inactive, partner!, 150);

    // premium 50 of 65, free 10 of 105: (50/65) / (10/105) - 1 = 7.0769… → 708 %.
    expect(await claim()).toEqual({
      claim: { better_percent: 708, premium_rate: 0.7692, free_rate: 0.0952, premium_sample: 65, free_sample: 105, window_days: 90 },
    });
  });

  it('counts a member who logged in within the window as active', async () => {
    const [partner] = await inactivePartner('partner3');
    const returning = await members(ctx.db, 'returning', 5, { signedUpDaysAgo: 300 });
    await ctx.db.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at) SELECT id, 'claim-session-' || id, now() + interval '1 day' FROM unnest($1::int[]) AS id`,
      [returning],
    );
    await matchWith(ctx.db, returning, partner!, 200);
    // Five more free members, none matched in the window: free 10 of 110.
    expect((await claim()).claim).toMatchObject({ free_rate: 0.0909, free_sample: 110, premium_sample: 65 });
  });

  it('keeps the figure for an hour (shared through Redis), then answers it while measuring anew', async () => {
    const first = await claim();
    await members(ctx.db, 'late-free', 50);
    const again = (): Promise<{ claim: { free_sample: number } }> =>
      ctx.backend
        .http()
        .get('/api/premium-stats')
        .expect(200)
        .then((r) => r.body);
    expect(await again()).toEqual(first);

    // An hour later: the old figure is still answered at once, and a new one replaces it.
    const stored = JSON.parse((await redis.get(PREMIUM_CLAIM_KEY))!) as StoredClaim;
    await redis.set(PREMIUM_CLAIM_KEY, JSON.stringify({ ...stored, measured_at: stored.measured_at - 3_600_000 }), 'EX', 86_400);
    expect(await again()).toEqual(first);
    const deadline = Date.now() + 10_000;
    let latest = first;
    while (latest.claim.free_sample === first.claim.free_sample && Date.now() < deadline) latest = await again();
    expect(latest.claim.free_sample).toBe(160);
    expect(await redis.ttl(PREMIUM_CLAIM_KEY)).toBeGreaterThan(86_000);
  });
});
