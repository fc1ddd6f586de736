// Builds the chat benchmark's own database from scratch: the project migrations, N paid
// members with plenty of credits (granted through the ledger, as the app does), one
// conversation per pair, and a live session per member written the way
// SessionsService.create stores it (hashed row in Postgres, hash → member id in Redis).
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { Redis } = require('ioredis');
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { AUTH_COOKIE, AUTH_COOKIE_DAYS } = require('@amoretto/shared');
const { sessionCacheKey, sessionTokenHash } = require('@amoretto/shared/db');

/**
 * Member ids start far above anything a test database reaches: Redis pub/sub ignores the
 * db number, so the emitter's `user:{id}` rooms of other runs on the same Redis must not
 * name our members (and ours must not name theirs).
 */
export const FIRST_MEMBER_ID = 900_000_001;
export const CREDITS = 100_000_000;
export const COOKIE_NAME = AUTH_COOKIE;

function dbUrl(adminUrl, name) {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * @returns {Promise<Array<{ id: number, token: string, partner: number }>>} members in id
 * order; members 2k and 2k+1 are partners. `firstMemberId` lets another benchmark keep its
 * members' rooms apart from this one's (see FIRST_MEMBER_ID).
 */
export async function prepare({ adminUrl, database, redisUrl, members, log, firstMemberId = FIRST_MEMBER_ID }) {
  if (members % 2 !== 0) throw new Error('--sockets must be even: members chat in pairs');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const url = dbUrl(adminUrl, database);
  execFileSync(process.execPath, [join(root, 'backend/dist/cli.js'), 'migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  log(`database ${database} migrated`);

  const tokens = Array.from({ length: members }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map(sessionTokenHash);
  // Same derivation the backend uses; checked so a change there cannot silently break auth.
  if (hashes[0] !== createHash('sha256').update(tokens[0]).digest('hex')) throw new Error('session hash changed');
  const expires = new Date(Date.now() + AUTH_COOKIE_DAYS * 86_400_000);

  const c = new pg.Client({ connectionString: url });
  await c.connect();
  let ids;
  try {
    const [site] = (await c.query(`SELECT id FROM sites WHERE 'DE' = ANY(countries)`)).rows;
    await c.query(`ALTER SEQUENCE users_id_seq RESTART WITH ${firstMemberId}`);
    ids = (
      await c.query(
        `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality,
                            paid_user, activated_at)
         SELECT 'chat.' || g || '@bench.amoretto.local', 'x', 'Bench ' || g, date '1990-01-01' + (g % 3000), 'active', 'de', $2, 'DE',
                CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END, 'hetero', true, now()
           FROM generate_series(0, $1::int - 1) g ORDER BY g
         RETURNING id`,
        [members, site.id],
      )
    ).rows
      .map((r) => r.id)
      .sort((a, b) => a - b);
    await c.query('BEGIN');
    await c.query(
      `INSERT INTO credit_entries (user_id, amount, reason, idempotency_key)
       SELECT id, $1, 'bench_grant', 'bench-grant:' || id FROM users`,
      [CREDITS],
    );
    await c.query(`UPDATE users SET credits = credits + $1`, [CREDITS]);
    await c.query('COMMIT');
    const a = [];
    const b = [];
    for (let i = 0; i < ids.length; i += 2) {
      a.push(ids[i]);
      b.push(ids[i + 1]);
    }
    await c.query(
      `INSERT INTO conversations (user_a_id, user_b_id, started_by) SELECT * , x FROM unnest($1::int[], $2::int[]) AS t(x, y)`,
      [a, b],
    );
    await c.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at, ip, user_agent)
       SELECT * , '127.0.0.1', 'bench/chat' FROM unnest($1::int[], $2::text[], $3::timestamptz[])`,
      [ids, hashes, ids.map(() => expires)],
    );
    await c.query('VACUUM (ANALYZE) users, conversations, sessions, credit_entries');
  } finally {
    await c.end();
  }

  const redis = new Redis(redisUrl);
  try {
    await redis.flushdb(); // our own db number only
    for (let i = 0; i < ids.length; i += 1000) {
      const p = redis.pipeline();
      for (let j = i; j < Math.min(ids.length, i + 1000); j++)
        p.set(sessionCacheKey(hashes[j]), String(ids[j]), 'PX', expires.getTime() - Date.now());
      await p.exec();
    }
  } finally {
    await redis.quit();
  }
  log(`${members} members, ${members / 2} conversations and ${members} sessions written`);
  return ids.map((id, i) => ({ id, token: tokens[i], partner: ids[i % 2 === 0 ? i + 1 : i - 1] }));
}

export { dbUrl };
