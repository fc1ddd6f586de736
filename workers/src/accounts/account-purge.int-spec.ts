import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@amoretto/shared/db';
import { createIsolatedDatabase } from '@amoretto/shared/testing';
import { loadWorkersConfig } from '../config/workers-config';
import { AccountPurgeProcessor } from './account-purge.processor';

const DAY_MS = 86_400_000;
/** Everything but Date keeps real time: the database driver's timers and sockets run as usual. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * The purge after the undo window (docs/product.md#leaving), run with the clock moved forward:
 * nothing before 14 days; after them no personal data, no photo files, the ledger and payments
 * kept; a second run changes nothing.
 */
describe('account.purge', () => {
  let db: DataSource;
  let media: string;
  let purger: AccountPurgeProcessor;
  const job = { jobId: 'test', key: 'test', attempt: 1 };

  let drop: () => Promise<void>;

  beforeAll(async () => {
    // A database of its own: the sweep purges every account whose window closed, and with the clock
    // moved 15 days it would take the accounts other test files delete while they still use them.
    const isolated = await createIsolatedDatabase('purge');
    drop = isolated.drop;
    db = createDataSource(isolated.url);
    await db.initialize();
    media = await mkdtemp(join(tmpdir(), 'purge-media-'));
    purger = new AccountPurgeProcessor(db, loadWorkersConfig({ ...process.env, MEDIA_DIR: media }));
  }, 60_000);

  afterAll(async () => {
    jest.useRealTimers();
    await db.destroy();
    await drop();
    await rm(media, { recursive: true, force: true });
  }, 30_000);

  afterEach(() => jest.useRealTimers());

  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => ((await db.query(sql, params)) as T[])[0]!;

  const member = async (name: string, deleted = false): Promise<number> => {
    const row = await one<{ id: number }>(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, city, region,
                          about_me, interests, tracking, credits, activated_at, deleted_at, signup_message)
       VALUES ($1, 'hash', $2, '1991-02-03', $3, 'nl', (SELECT id FROM sites WHERE domain = 'amoretto.nl'), 'NL', 'female',
               'Utrecht', 'NL-UT', 'I love hiking', '{hiking}', '{"network":"ads"}', 40, now(), $4, 'Hello there')
       RETURNING id`,
      [`purge.${name}.${randomBytes(5).toString('hex')}@example.com`, name, deleted ? 'deleted' : 'active', deleted ? new Date() : null],
    );
    return row.id;
  };

  /** A stored photo with both files on disk, as the backend writes them. */
  const storedPhoto = async (): Promise<{ filename: string; thumb: string }> => {
    const id = randomBytes(16).toString('base64url');
    await mkdir(join(media, id.slice(0, 2)), { recursive: true });
    const photo = { filename: `${id.slice(0, 2)}/${id}.jpg`, thumb: `${id.slice(0, 2)}/${id}_thumb.jpg` };
    await writeFile(join(media, photo.filename), 'jpeg');
    await writeFile(join(media, photo.thumb), 'jpeg');
    return photo;
  };

  const conversation = async (a: number, b: number): Promise<number> =>
    (
      await one<{ id: number }>(
        `INSERT INTO conversations (user_a_id, user_b_id, started_by, last_seq, last_message_at) VALUES ($1, $2, $1, 0, now()) RETURNING id`,
        [Math.min(a, b), Math.max(a, b)],
      )
    ).id;
  const message = async (conversationId: number, sender: number, photo?: { filename: string; thumb: string }) =>
    db.query(
      `WITH c AS (UPDATE conversations SET last_seq = last_seq + 1 WHERE id = $1 RETURNING last_seq)
       INSERT INTO messages (conversation_id, seq, sender_id, client_id, kind, body, cost, photo_filename, photo_thumb_filename)
       SELECT $1, c.last_seq, $2, $3, $4, $5, 5, $6, $7 FROM c`,
      [
        conversationId,
        sender,
        randomUUID(),
        photo ? 'photo' : 'text',
        photo ? '' : 'private words',
        photo?.filename ?? null,
        photo?.thumb ?? null,
      ],
    );

  const count = async (sql: string, params: unknown[]): Promise<number> =>
    (await one<{ n: number }>(`SELECT count(*)::int AS n ${sql}`, params)).n;

  it('waits out the 14 days, then erases the member’s data and files and keeps the ledger and payments', async () => {
    const x = await member('leaving', true);
    const y = await member('partner');
    const z = await member('bystander');
    const profilePhoto = await storedPhoto();
    await db.query(`INSERT INTO photos (user_id, filename, thumb_filename, position) VALUES ($1, $2, $3, 0)`, [
      x,
      profilePhoto.filename,
      profilePhoto.thumb,
    ]);
    const theirs = await conversation(x, y);
    await message(theirs, x);
    const sentToX = await storedPhoto();
    await message(theirs, y, sentToX);
    const others = await conversation(y, z);
    await message(others, y);
    await db.query(`INSERT INTO likes (liker_id, liked_id) VALUES ($1, $2), ($2, $1), ($3, $2)`, [x, y, z]);
    await db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [x, z]);
    await db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, 'k', 'a')`, [
      x,
      `https://push.example/${x}`,
    ]);
    await db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
      x,
      randomBytes(16).toString('hex'),
    ]);
    await db.query(
      `INSERT INTO account_tokens (user_id, kind, token_hash, expires_at) VALUES ($1, 'reactivation', $2, now() + interval '14 days')`,
      [x, randomBytes(16).toString('hex')],
    );
    await db.query(`INSERT INTO account_deletions (user_id, reason, remarks) VALUES ($1, 'price', 'Too expensive for me, Anna')`, [x]);
    const mandate = await one<{ id: number }>(
      `INSERT INTO mandates (user_id, provider, provider_customer_id, provider_mandate_id, method, label)
       VALUES ($1, 'sandbox', 'cst', $2, 'creditcard', 'Visa •••• 4242') RETURNING id`,
      [x, `mdt_${randomBytes(6).toString('hex')}`],
    );
    const payment = await one<{ id: number }>(
      `INSERT INTO payments (user_id, site_id, package_id, credits, price_cents, amount_cents, currency, method, status, provider,
                             idempotency_key, mandate_id, paid_at)
       SELECT $1, p.site_id, p.id, p.credits, p.price_cents, p.price_cents, p.currency, 'creditcard', 'paid', 'sandbox', $2, $3, now()
         FROM credit_packages p WHERE p.site_id = (SELECT site_id FROM users WHERE id = $1) ORDER BY p.tier LIMIT 1
       RETURNING id`,
      [x, randomUUID(), mandate.id],
    );
    await db.query(`INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, 40, 'purchase', $2)`, [
      x,
      `pay-${payment.id}`,
    ]);

    const deletedAt = Date.now();
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });

    // Day 13: the member may still come back; nothing happens.
    jest.setSystemTime(deletedAt + 13 * DAY_MS);
    expect(await purger.purge({ userId: x }, job)).toBe('nothing_to_do');
    expect(await count(`FROM photos WHERE user_id = $1`, [x])).toBe(1);

    // Day 15: the window is closed.
    jest.setSystemTime(deletedAt + 15 * DAY_MS);
    expect(await purger.purge({ userId: x }, job)).toBe('purged');

    const row = await one<Record<string, unknown>>(
      `SELECT email, password_hash, name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, city, region, about_me, interests,
              tracking, signup_message, gender, status, purged_at IS NOT NULL AS purged
         FROM users WHERE id = $1`,
      [x],
    );
    expect(row).toEqual({
      email: `purged-${x}@deleted.invalid`,
      password_hash: '',
      name: '',
      date_of_birth: '1900-01-01',
      city: null,
      region: null,
      about_me: null,
      interests: [],
      tracking: {},
      signup_message: null,
      gender: null,
      status: 'deleted',
      purged: true,
    });
    for (const [table, where] of [
      ['photos', 'user_id = $1'],
      ['conversations', 'user_a_id = $1 OR user_b_id = $1'],
      ['messages', 'sender_id = $1'],
      ['likes', 'liker_id = $1 OR liked_id = $1'],
      ['blocks', 'blocker_id = $1 OR blocked_id = $1'],
      ['push_subscriptions', 'user_id = $1'],
      ['sessions', 'user_id = $1'],
      ['account_tokens', 'user_id = $1'],
      ['mandates', 'user_id = $1'],
    ] as const) {
      expect([table, await count(`FROM ${table} WHERE ${where}`, [x])]).toEqual([table, 0]);
    }
    for (const file of [profilePhoto.filename, profilePhoto.thumb, sentToX.filename, sentToX.thumb])
      expect(existsSync(join(media, file))).toBe(false);

    // What the law keeps: the payment and the ledger, tied to a row that names nobody.
    expect(await one(`SELECT user_id, status, mandate_id FROM payments WHERE id = $1`, [payment.id])).toEqual({
      user_id: x,
      status: 'paid',
      mandate_id: null,
    });
    expect(await count(`FROM credit_entries WHERE user_id = $1`, [x])).toBe(1);
    // Why they left stays for the statistics; their own words go.
    expect(await one(`SELECT reason, remarks, purged_at IS NOT NULL AS purged FROM account_deletions WHERE user_id = $1`, [x])).toEqual({
      reason: 'price',
      remarks: null,
      purged: true,
    });
    // The other members keep what is theirs alone.
    expect(await count(`FROM messages WHERE conversation_id = $1`, [others])).toBe(1);
    expect(await count(`FROM likes WHERE liker_id = $1 AND liked_id = $2`, [z, y])).toBe(1);

    // A second run (a retried or duplicated job) finds nothing to do.
    expect(await purger.purge({ userId: x }, job)).toBe('nothing_to_do');
  });

  it('sweeps up an account whose purge job was lost, and only once its window closed', async () => {
    const lost = await member('lost', true);
    const recent = await member('recent', true);
    await db.query(`UPDATE users SET deleted_at = now() + interval '2 days' WHERE id = $1`, [recent]);
    const now = Date.now();
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
    jest.setSystemTime(now + 15 * DAY_MS);
    expect(await purger.sweep({}, job)).toBeGreaterThanOrEqual(1);
    expect(await one(`SELECT name, purged_at IS NOT NULL AS purged FROM users WHERE id = $1`, [lost])).toEqual({ name: '', purged: true });
    expect(await one(`SELECT name, purged_at IS NOT NULL AS purged FROM users WHERE id = $1`, [recent])).toEqual({
      name: 'recent',
      purged: false,
    });
  });

  it('leaves a member who came back alone, and an unknown id', async () => {
    const back = await member('returned');
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
    jest.setSystemTime(Date.now() + 30 * DAY_MS);
    expect(await purger.purge({ userId: back }, job)).toBe('nothing_to_do');
    expect(await purger.purge({ userId: 2_000_000_000 }, job)).toBe('nothing_to_do');
    expect(await one(`SELECT name, purged_at FROM users WHERE id = $1`, [back])).toEqual({ name: 'returned', purged_at: null });
  });
});
