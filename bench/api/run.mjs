// The steady load of every online member (issue 25): GET /api/user.php, /api/chats.php and
// /api/likes.php, each measured side by side with its own raw floor (bench/api/floor.mjs: bare
// Fastify, the session read from Redis, the endpoint's own statement with pg, the same bytes).
// Usage: npm run bench:api -- [--fresh] [--duration=20] [--concurrency=8] [--slice=1] [--only=user.php,…]
//        [--members=2000] [--chats=12] [--likes=30] (with --fresh: the population built) [--hold] (serve both until Ctrl+C)
import { execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg } from '../lib/args.mjs';
import { drive, percentile, r2 } from '../lib/drive.mjs';
import { cpuMs } from '../lib/proc-cpu.mjs';
import { withClient } from '../lib/pg-client.mjs';
import { KeepAlivePool } from '../search/keep-alive-client.mjs';

const require = createRequire(import.meta.url);
const { Redis } = require('ioredis');
const { AUTH_COOKIE, AUTH_COOKIE_DAYS } = require('@amoretto/shared');
const { sessionCacheKey, sessionTokenHash } = require('@amoretto/shared/db');
const { PollVersionListener } = require('@amoretto/shared/node');
const pg = require('pg');
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const DURATION_S = arg('duration', 20);
const WARMUP_S = arg('warmup', 2);
const SLICE_S = arg('slice', 1);
const CONCURRENCY = arg('concurrency', 8);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_API_DB ?? 'amoretto_apibench';
const REDIS_URL = process.env.BENCH_API_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const PORT = Number(process.env.BENCH_API_PORT ?? 5311);
const FLOOR_PORT = PORT + 1;
const GOAL_RATIO = 0.6;
const ENDPOINTS = ['user.php', 'chats.php', 'likes.php'];
// As the site's 60 s refresh asks (frontend/src/counters/use-periodic-refresh.ts, the queries it refreshes).
const PATHS = { 'user.php': '/api/user.php?optional=1', 'chats.php': '/api/chats.php', 'likes.php': '/api/likes.php?type=received' };
const ONLY = arg('only', '');
const MEASURED = ONLY ? ENDPOINTS.filter((e) => ONLY.split(',').includes(e)) : ENDPOINTS;
const log = (m) => console.error(`[bench:api ${new Date().toISOString().slice(11, 19)}] ${m}`);

const dbUrl = () => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DATABASE}`;
  return u.toString();
};

// ---------------------------------------------------------------------------------------
/**
 * Two units measured in alternating slices of SLICE_S seconds (after a warm-up of each), so
 * that outside load falls on both alike; each with the CPU its server process spent per request.
 * The ratio is also taken per pair of neighbouring slices and its median reported: on a machine
 * shared with other work, bursts of outside load last seconds and skew whole slices.
 */
async function compare(sides) {
  for (const side of sides) await drive(side.unit, CONCURRENCY, WARMUP_S, log);
  const out = sides.map(() => ({ lat: [], errors: 0, cpu: 0, slices: [] }));
  for (let done = 0; done < DURATION_S; done += SLICE_S) {
    for (const [i, side] of sides.entries()) {
      const c0 = cpuMs(side.pid);
      const r = await drive(side.unit, CONCURRENCY, SLICE_S, log);
      out[i].cpu += cpuMs(side.pid) - c0;
      out[i].lat.push(...r.lat);
      out[i].errors += r.errors;
      out[i].slices.push(r.lat.length);
    }
  }
  const pairs = out[0].slices.map((n, k) => n / Math.max(1, out[1].slices[k])).sort((x, y) => x - y);
  const [a, b] = out.map(({ lat, errors, cpu }) => {
    lat.sort((x, y) => x - y);
    return {
      n: lat.length,
      errors,
      p50: r2(percentile(lat, 50)),
      p99: r2(percentile(lat, 99)),
      rate: Math.round(lat.length / DURATION_S),
      serverCpuMsPerReq: r2(cpu / Math.max(1, lat.length)),
    };
  });
  return { a, b, ratio: r2(a.rate / b.rate), medianSliceRatio: r2(percentile(pairs, 50)) };
}

function request(method, path, headers, body) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method,
        headers: { ...headers, ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

// ---------------------------------------------------------------------------------------
const MEMBERS = arg('members', 2000);
const CHATS = arg('chats', 12);
const LIKES = arg('likes', 30);

/**
 * The bench's own database: the migrations, MEMBERS active members on the Italian site with a
 * photo each, and one of them, the polling member, with CHATS conversations (a last message,
 * some unread), LIKES likes received (a third still new), half as many sent, and a fifth of
 * them mutual (matches). Set-based SQL; photo rows only (the API answers names, not files).
 */
async function prepare(fresh) {
  const exists = await withClient(
    ADMIN_URL,
    async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount > 0,
  );
  const migrate = () =>
    execFileSync(process.execPath, [join(root, 'backend/dist/cli.js'), 'migrate'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: dbUrl() },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  if (exists && !fresh) {
    log(`${DATABASE} reused (--fresh rebuilds it); applying any new migrations`);
    migrate();
    return;
  }
  await withClient(ADMIN_URL, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${DATABASE}`);
  });
  migrate();
  await withClient(dbUrl(), async (c) => {
    const [site] = (await c.query(`SELECT id FROM sites WHERE 'IT' = ANY(countries)`)).rows;
    await c.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, region, city, gender, sexuality,
                          paid_user, credits, activated_at, about_me)
       SELECT 'api.' || g || '@bench.amoretto.local', 'x', 'Membro ' || g, date '1970-01-01' + (g * 7 % 17000), 'active', 'it', $2, 'IT',
              'IT-25', 'Milano', CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END, 'hetero', g % 3 = 0, 100 + g, now(),
              'Ciao, sono il membro ' || g
         FROM generate_series(0, $1::int - 1) g ORDER BY g`,
      [MEMBERS, site.id],
    );
    await c.query(
      `INSERT INTO photos (user_id, filename, thumb_filename, status, position)
       SELECT id, 'bench/' || id || '.jpg', 'bench/' || id || '_t.jpg', 'active', 0 FROM users`,
    );
    // The polling member: the first one (a man), partners among the women.
    const [viewer] = (await c.query(`SELECT min(id) AS id FROM users`)).rows;
    const v = viewer.id;
    const women = (await c.query(`SELECT id FROM users WHERE gender = 'female' ORDER BY id LIMIT $1`, [CHATS + LIKES * 2])).rows.map(
      (r) => r.id,
    );
    const partners = women.slice(0, CHATS);
    for (const [i, p] of partners.entries()) {
      const [a, b] = v < p ? [v, p] : [p, v];
      const side = a === v ? 'b' : 'a'; // the partner's side; the viewer's unread is on the other
      const mine = side === 'a' ? 'b' : 'a';
      const seqs = 5 + i;
      const [conv] = (
        await c.query(
          `INSERT INTO conversations (user_a_id, user_b_id, started_by, last_seq, ${mine}_unread, ${mine}_read_seq, ${side}_read_seq,
                                      last_message_at)
           VALUES ($1, $2, $3, $4::int, $5::int, $4::int - $5::int, $4::int, now() - ($6::int || ' minutes')::interval) RETURNING id`,
          [a, b, p, seqs, i % 3, i * 7],
        )
      ).rows;
      await c.query(
        `INSERT INTO messages (conversation_id, seq, sender_id, client_id, kind, body, cost, created_at)
         SELECT $1, s, CASE WHEN s % 2 = 0 THEN $2::int ELSE $3::int END, gen_random_uuid(), 'text',
                'Messaggio ' || s || ': come stai oggi? Ti va di sentirci stasera?', 0, now() - ((($5::int - s) + $4::int * 7) || ' minutes')::interval
           FROM generate_series(1, $5::int) s`,
        [conv.id, v, p, i, seqs],
      );
    }
    const likers = women.slice(CHATS, CHATS + LIKES);
    await c.query(
      `INSERT INTO likes (liker_id, liked_id, like_new, created_at)
       SELECT l, $1, ord % 3 = 0, now() - (ord || ' hours')::interval FROM unnest($2::int[]) WITH ORDINALITY AS t(l, ord)`,
      [v, likers],
    );
    // Sent: half to members who liked the viewer (a fifth of LIKES: matches), the rest to others.
    const sent = [
      ...likers.slice(0, Math.round(LIKES / 5)),
      ...women.slice(CHATS + LIKES, CHATS + LIKES + Math.round(LIKES / 2 - LIKES / 5)),
    ];
    await c.query(
      `INSERT INTO likes (liker_id, liked_id, like_new, created_at)
       SELECT $1, l, true, now() - (ord || ' minutes')::interval FROM unnest($2::int[]) WITH ORDINALITY AS t(l, ord)`,
      [v, sent],
    );
    await c.query('VACUUM (ANALYZE)');
  });
  log(`${DATABASE}: ${MEMBERS} members; the polling member has ${CHATS} chats, ${LIKES} likes received`);
}

/** A live session of the polling member, stored as SessionsService.create stores it. */
async function session(redis) {
  const token = randomBytes(32).toString('base64url');
  const hash = sessionTokenHash(token);
  const ttlMs = AUTH_COOKIE_DAYS * 86_400_000;
  const id = await withClient(dbUrl(), async (c) => {
    const [viewer] = (await c.query(`SELECT min(id) AS id FROM users`)).rows;
    await c.query(`INSERT INTO sessions (user_id, token_hash, expires_at, ip, user_agent) VALUES ($1, $2, $3, '127.0.0.1', 'bench/api')`, [
      viewer.id,
      hash,
      new Date(Date.now() + ttlMs),
    ]);
    return viewer.id;
  });
  await redis.set(sessionCacheKey(hash), String(id), 'PX', ttlMs);
  return `${AUTH_COOKIE}=${token}`;
}

function startBackend() {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATABASE_URL: dbUrl(),
    REDIS_URL,
    SMTP_URL: 'smtp://127.0.0.1:5025',
    MAIL_FROM: 'Amoretto <no-reply@amoretto.local>',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    MAIL_LINK_HOST: 'public',
    LOG_LEVEL: 'warn',
    LOGIN_IP_LIMIT: '1000',
    MAIL_TOKEN_SECRET: 'bench-api-mail-token-secret',
    SANDBOX_WEBHOOK_SECRET: 'bench-api-sandbox-webhook-secret',
    MEDIA_DIR: '/tmp/amoretto-bench-api-media',
  };
  // BENCH_BACKEND_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the backend.
  const nodeArgs = (process.env.BENCH_BACKEND_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'backend/dist/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  log(`backend pid ${child.pid} on port ${PORT}`);
  return child;
}

async function waitForBackend(child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`);
    try {
      const res = await request('GET', '/health', {});
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('backend did not answer within 120 s');
}

function startFloor(bodies) {
  const child = fork(join(root, 'bench/api/floor.mjs'), [], {
    cwd: root,
    env: { ...process.env, PORT: String(FLOOR_PORT), DATABASE_URL: dbUrl(), REDIS_URL },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  log(`floor pid ${child.pid} on port ${FLOOR_PORT}`);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`floor exited with ${code}`)));
    child.on('message', (m) => {
      if (m.listening) child.send({ bodies: Object.fromEntries(Object.entries(bodies).map(([k, v]) => [k, v.toString()])) });
      if (m.ready) resolve(child);
    });
  });
}

// ---------------------------------------------------------------------------------------
async function main() {
  await prepare(process.argv.includes('--fresh'));
  const redis = new Redis(REDIS_URL);
  await redis.flushdb(); // the bench's own db number only
  const backend = startBackend();
  // The poll versions the workers keep in production: without a listener the backend sends no ETag.
  const versionsPool = new pg.Pool({ connectionString: dbUrl(), max: 2 });
  const versions = new PollVersionListener({
    databaseUrl: dbUrl(),
    redisUrl: REDIS_URL,
    db: { query: (sql, params) => versionsPool.query(sql, params).then((result) => result.rows) },
    logger: { log, warn: log, error: log },
  });
  await versions.start();
  let floor = null;
  const pools = [];
  const stop = () => {
    for (const child of [backend, floor]) if (child && child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
  try {
    await waitForBackend(backend);
    const host = 'amoretto.it';
    const cookie = await session(redis);
    // As the site's API client asks (frontend/src/api/api-client.ts).
    const headers = { host, cookie, 'x-amoretto-client': 'web', accept: 'application/json', 'accept-language': 'it' };

    const bodies = {};
    const etags = {};
    for (const name of ENDPOINTS) {
      const res = await request('GET', PATHS[name], headers);
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.body}`);
      bodies[name] = res.body;
      etags[name] = res.headers.etag ?? null;
    }
    const member = JSON.parse(bodies['user.php'].toString()).user;
    const chats = JSON.parse(bodies['chats.php'].toString());
    const likes = JSON.parse(bodies['likes.php'].toString());
    log(`member ${member.id}: ${chats.chats.length} chats, ${likes.profiles.length} likes received`);
    if (chats.chats.length === 0 || likes.profiles.length === 0)
      throw new Error('the polling member has no chats or likes: run with --fresh');

    floor = await startFloor(bodies);
    const api = new KeepAlivePool({ host: '127.0.0.1', port: PORT }, CONCURRENCY);
    const raw = new KeepAlivePool({ host: '127.0.0.1', port: FLOOR_PORT }, CONCURRENCY);
    pools.push(api, raw);
    const expect =
      (name, status) =>
      async (pool, extra = {}) => {
        const res = await pool.get(PATHS[name], { ...headers, ...extra });
        if (res.status !== status) throw new Error(`${name}: status ${res.status}`);
        if (status === 200 && !res.body.equals(bodies[name])) throw new Error(`${name}: another body than the first answer`);
      };
    // The floor answers the same bytes, and the keep-alive client reads them whole.
    for (const name of ENDPOINTS) {
      await expect(name, 200)(api);
      await expect(name, 200)(raw);
    }
    if (process.argv.includes('--hold')) {
      // For probing by hand: both servers stay up with this session until Ctrl+C.
      log(`holding: backend :${PORT}, floor :${FLOOR_PORT}, Host ${host}, Cookie ${cookie}`);
      await new Promise(() => undefined);
    }
    // A freshly started backend runs unoptimised code for its first few thousand requests.
    for (const name of MEASURED) await drive(() => expect(name, 200)(api), CONCURRENCY, 1, log);

    const load1 = os.loadavg()[0];
    log(`load average before: ${load1.toFixed(2)}; ${CONCURRENCY} connections, ${DURATION_S} s per side`);
    const results = [];
    for (const name of MEASURED) {
      const full = await compare([
        { unit: () => expect(name, 200)(api), pid: backend.pid },
        { unit: () => expect(name, 200)(raw), pid: floor.pid },
      ]);
      const result = {
        endpoint: `GET ${PATHS[name]}`,
        bytes: bodies[name].length,
        api: full.a,
        floor: full.b,
        ratio: full.ratio,
        medianSliceRatio: full.medianSliceRatio,
        // Server CPU per request, floor over API: what the endpoint's own process adds, free of outside load.
        cpuRatio: r2(full.b.serverCpuMsPerReq / full.a.serverCpuMsPerReq),
      };
      result.goal = full.medianSliceRatio >= GOAL_RATIO && full.a.errors === 0 && full.b.errors === 0;
      // The conditional poll: nothing changed since the ETag the member holds → 304, no SQL.
      if (etags[name]) {
        const inm = { 'if-none-match': etags[name] };
        await expect(name, 304)(api, inm);
        const nm = await compare([
          { unit: () => expect(name, 304)(api, inm), pid: backend.pid },
          { unit: () => expect(name, 304)(raw, inm), pid: floor.pid },
        ]);
        result.notModified = {
          api: nm.a,
          floor: nm.b,
          ratio: nm.ratio,
          medianSliceRatio: nm.medianSliceRatio,
          vsFull: r2(nm.a.rate / full.a.rate),
        };
      }
      results.push(result);
      console.log(JSON.stringify(result));
    }
    const load2 = os.loadavg()[0];
    const summary = {
      concurrency: CONCURRENCY,
      durationS: DURATION_S,
      sliceS: SLICE_S,
      cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`,
      loadAverage: { before: r2(load1), after: r2(load2) },
      goalRatio: GOAL_RATIO,
      allGoalsMet: results.every((r) => r.goal),
      missed: results.filter((r) => !r.goal).map((r) => r.endpoint),
    };
    console.log(JSON.stringify({ summary }));
  } finally {
    for (const p of pools) p.close();
    stop();
    await versions.stop();
    await versionsPool.end();
    redis.disconnect();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
