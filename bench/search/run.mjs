// Member search benchmark at 1,000,000 members: the real backend through HTTP against the
// same SQL run raw with pg (the floor), plus EXPLAIN (ANALYZE, BUFFERS) per statement.
// Usage: npm run bench:search -- [--fresh] [--duration=10] [--concurrency=8] [--explain-runs=200] [--client=lean|node] [--only=shape,…] [--no-doc]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg } from '../lib/args.mjs';
import { drive, percentile, r2 } from '../lib/drive.mjs';
import { cpuMs } from '../lib/proc-cpu.mjs';
import { KeepAlivePool } from './keep-alive-client.mjs';
import { benchUrl, load, MEMBERS } from './load.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { Redis } = require('ioredis');
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { SearchSql, SEARCHER_SQL } = require(join(root, 'backend/dist/search/search-sql.js'));
const { resolveFilters } = require(join(root, 'backend/dist/search/search-filters.js'));
const { LocalTotals, searchTotalKey } = require(join(root, 'backend/dist/search/search-totals.js'));
const { SEARCH_PAGE_SIZE, SEARCH_SIMILAR_THRESHOLD } = require('@amoretto/shared');
const { sessionTokenHash } = require('@amoretto/shared/db');

const DURATION_S = arg('duration', 10);
const WARMUP_S = arg('warmup', 2);
const SLICE_S = arg('slice', 2);
const CONCURRENCY = arg('concurrency', 8);
const EXPLAIN_RUNS = arg('explain-runs', 200);
// Load loops' HTTP client: `lean` (keep-alive-client.mjs, the default) or `node` (node:http).
const CLIENT = process.argv.find((a) => a.startsWith('--client='))?.split('=')[1] ?? 'lean';
const PORT = 5301;
// A second backend with the visitors' answer cache off: the logged-out statements through the
// API on every request, for comparison with the product as it runs.
const UNCACHED_PORT = 5302;
const HOP = 100; // as in search.service.ts
const GOAL_DB_P99_MS = 5;
const GOAL_RATIO = 0.6;
const log = (m) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);

const ALL_SHAPES = [
  { name: 'country only', host: 'amoretto.de', loggedIn: true, query: { country: 'DE', gender: 'female' } },
  { name: 'country+region', host: 'amoretto.de', loggedIn: true, query: { country: 'DE', region: 'DE-BY', gender: 'female' } },
  {
    name: 'country+age range',
    host: 'amoretto.de',
    loggedIn: true,
    query: { country: 'DE', gender: 'female', age: 'range', min_age: 25, max_age: 35 },
  },
  { name: 'page 1', host: 'amoretto.de', loggedIn: true, query: { page: 1 } },
  { name: 'page 100', host: 'amoretto.de', loggedIn: true, query: { page: 100 } },
  { name: 'logged-out', host: 'amoretto.it', loggedIn: false, query: {} },
  { name: 'logged-out (answer cache off)', host: 'amoretto.it', loggedIn: false, query: {}, port: UNCACHED_PORT, comparison: true },
];
// `--only=logged-out,page 1` measures just those shapes (for quick comparisons; use --no-doc with it).
const ONLY = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const SHAPES = ONLY ? ALL_SHAPES.filter((s) => ONLY.includes(s.name)) : ALL_SHAPES;

// ---------------------------------------------------------------------------------------
/**
 * Measures two units in alternating slices of SLICE_S seconds (after a warm-up of each),
 * so that load from other work on the machine falls on both alike.
 */
async function compare(a, b, concurrency) {
  await drive(a, concurrency, WARMUP_S, log);
  await drive(b, concurrency, WARMUP_S, log);
  const out = [
    { lat: [], errors: 0 },
    { lat: [], errors: 0 },
  ];
  for (let done = 0; done < DURATION_S; done += SLICE_S) {
    for (const [i, unit] of [a, b].entries()) {
      const r = await drive(unit, concurrency, SLICE_S, log);
      out[i].lat.push(...r.lat);
      out[i].errors += r.errors;
    }
  }
  return out.map(({ lat, errors }) => {
    lat.sort((x, y) => x - y);
    return { n: lat.length, errors, p50: r2(percentile(lat, 50)), p99: r2(percentile(lat, 99)), rate: Math.round(lat.length / DURATION_S) };
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const leanPools = new Map();
const leanFor = (port) => {
  if (!leanPools.has(port)) leanPools.set(port, new KeepAlivePool({ host: '127.0.0.1', port }, CONCURRENCY));
  return leanPools.get(port);
};
function get(path, headers, port = PORT) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
  });
}
function post(path, headers, json) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(json);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

// ---------------------------------------------------------------------------------------
function startBackend(port = PORT, extraEnv = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: benchUrl(),
    REDIS_URL: 'redis://127.0.0.1:6379/9',
    SMTP_URL: 'smtp://127.0.0.1:5025',
    MAIL_FROM: 'Amoretto <no-reply@amoretto.local>',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    MAIL_LINK_HOST: 'public',
    LOG_LEVEL: 'warn',
    SIGNUP_IP_LIMIT: '1000',
    LOGIN_IP_LIMIT: '1000',
    MEDIA_DIR: '/tmp/amoretto-bench-media',
    ...extraEnv,
  };
  // BENCH_BACKEND_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the backend (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_BACKEND_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'backend/dist/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  log(`backend pid ${child.pid} on port ${port}`);
  return child;
}

async function waitForBackend(child, port = PORT) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`);
    try {
      await get('/api/members', { host: 'amoretto.it' }, port);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error('backend did not answer within 60 s');
}

// ---------------------------------------------------------------------------------------
/** The statements search.service.ts runs for one request, run raw on a pg pool. */
function rawUnit(pool, shape, ctx) {
  const filters = resolveFilters(shape.query, shape.loggedIn ? ctx.searcher : ctx.visitor, ctx.searchFields);
  const page = shape.query.page ?? 1;
  return async (run = (text, params) => pool.query(text, params).then((r) => r.rows)) => {
    // As the service: the session, the searcher's row and the blocks either way in one statement.
    let excluded = [];
    if (shape.loggedIn) {
      const [me] = await run(SEARCHER_SQL, [ctx.sessionHash]);
      excluded = [me.id, ...me.blocked];
    }
    let afterId = null;
    if (page > 1) {
      for (let left = (page - 1) * SEARCH_PAGE_SIZE; left > 0; left -= HOP) {
        const sql = new SearchSql(filters, excluded);
        const text = sql.hop(Math.min(HOP, left), afterId);
        const [row] = await run(text, sql.params);
        if (!row) break;
        afterId = row.id;
      }
    }
    // As the service: the page (which also counts the viewer's own exclusions matching the
    // filters) and the shared total (counted on a miss, see countMiss below).
    const p = new SearchSql(filters, excluded);
    const [found, total] = await Promise.all([
      run(excluded.length > 0 ? p.pageCountingExcluded(SEARCH_PAGE_SIZE + 1, afterId) : p.page(SEARCH_PAGE_SIZE + 1, afterId), p.params),
      sharedTotal(pool, ctx.redis, filters),
    ]);
    const rows = found.filter((r) => r.id !== null);
    const hidden = found[0]?.hidden ?? 0;
    if (page === 1 && Number(total) - hidden < SEARCH_SIMILAR_THRESHOLD)
      throw new Error(`${shape.name}: too few results for a realistic shape`);
    return rows.slice(0, SEARCH_PAGE_SIZE).map((r) => r.id);
  };
}

/** SEARCH_COUNT_CACHE_SECONDS as the bench's backend runs (the default). */
const TOTAL_CACHE_SECONDS = 60;

/**
 * The shared total as the service reads it: its in-process copy while the Redis entry
 * lives, else value and lifetime from Redis in one round trip, and on a miss the count,
 * stored for everyone (at most once a minute per filter set, by whichever side misses first).
 */
const localTotals = new LocalTotals();
async function sharedTotal(pool, redis, filters) {
  const key = searchTotalKey(filters);
  const local = localTotals.get(key, Date.now());
  if (local !== undefined) return local;
  const [[, cached], [, ttlMs]] = await redis.pipeline().get(key).pttl(key).exec();
  if (cached !== null) {
    if (ttlMs > 0) localTotals.set(key, Number(cached), Date.now() + ttlMs);
    return Number(cached);
  }
  const sql = new SearchSql(filters, []);
  const [{ n }] = (await pool.query(sql.count(), sql.params)).rows;
  await redis.set(key, String(n), 'EX', TOTAL_CACHE_SECONDS);
  localTotals.set(key, n, Date.now() + TOTAL_CACHE_SECONDS * 1000);
  return n;
}

/** The statement a cache miss runs: at most once a minute per filter set, shared by every viewer. */
async function explainCountMiss(pool, shape, ctx) {
  const filters = resolveFilters(shape.query, shape.loggedIn ? ctx.searcher : ctx.visitor, ctx.searchFields);
  const sql = new SearchSql(filters, []);
  const text = sql.count();
  const times = [];
  for (let i = 0; i < Math.min(EXPLAIN_RUNS, 50); i++) {
    const [row] = (await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, sql.params)).rows;
    times.push(row['QUERY PLAN'][0]['Execution Time']);
  }
  times.sort((a, b) => a - b);
  return { p50: r2(percentile(times, 50)), p99: r2(percentile(times, 99)) };
}

function statementKind(text) {
  if (text === SEARCHER_SQL) return 'searcher';
  if (text.includes('FROM blocks')) return 'blocks';
  if (text.includes('OFFSET')) return 'hop';
  if (text.startsWith('WITH page')) return 'page';
  if (text.includes('id = ANY(')) return 'own blocks';
  if (text.includes('count(*)')) return 'count';
  return 'other';
}

/** Walks a JSON plan: Seq Scans on users, the largest OFFSET, node types seen. */
function checkPlan(node, text, params, found) {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'users') found.seqScanUsers = true;
  if (node['Node Type'] === 'Seq Scan') found.seqScans.add(node['Relation Name']);
  if (/Index/.test(node['Node Type'])) found.indexes.add(node['Index Name']);
  for (const child of node.Plans ?? []) checkPlan(child, text, params, found);
  for (const m of text.matchAll(/OFFSET \$(\d+)/g)) found.maxOffset = Math.max(found.maxOffset, Number(params[Number(m[1]) - 1]));
  for (const m of text.matchAll(/OFFSET (\d+)/g)) found.maxOffset = Math.max(found.maxOffset, Number(m[1]));
}

async function explainShape(pool, unit) {
  const times = [];
  const byKind = {};
  const found = { seqScanUsers: false, seqScans: new Set(), indexes: new Set(), maxOffset: 0 };
  const client = await pool.connect();
  try {
    const run = async (text, params) => {
      const [row] = (await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, params)).rows;
      const plan = row['QUERY PLAN'][0];
      times.push(plan['Execution Time']);
      (byKind[statementKind(text)] ??= []).push(plan['Execution Time']);
      checkPlan(plan.Plan, text, params, found);
      // The unit needs the real rows (hops feed the next hop): run the statement too.
      return (await client.query(text, params)).rows;
    };
    for (let i = 0; i < EXPLAIN_RUNS; i++) await unit(run);
  } finally {
    client.release();
  }
  times.sort((a, b) => a - b);
  const kinds = Object.fromEntries(
    Object.entries(byKind).map(([k, v]) => {
      v.sort((a, b) => a - b);
      return [k, { p50: r2(percentile(v, 50)), p99: r2(percentile(v, 99)) }];
    }),
  );
  const worst = Object.entries(kinds).sort((a, b) => b[1].p99 - a[1].p99)[0];
  return {
    statements: times.length,
    p50: r2(percentile(times, 50)),
    p99: r2(percentile(times, 99)),
    worst: `${worst[0]} ${worst[1].p99}`,
    kinds,
    seqScanUsers: found.seqScanUsers,
    seqScans: [...found.seqScans],
    maxOffset: found.maxOffset,
    indexes: [...found.indexes].filter(Boolean).sort(),
  };
}

// ---------------------------------------------------------------------------------------
async function main() {
  await load({ fresh: process.argv.includes('--fresh') });
  const pool = new pg.Pool({ connectionString: benchUrl(), max: CONCURRENCY });
  // The backend's Redis database: the raw floor reads the cached totals where the service does.
  const redis = new Redis('redis://127.0.0.1:6379/9');
  await pool.query(`UPDATE sites SET logged_out_search = 'all', logged_out_search_trafficsource = 'none' WHERE 'IT' = ANY(countries)`);

  const backend = startBackend();
  const uncached = SHAPES.some((s) => s.port === UNCACHED_PORT) ? startBackend(UNCACHED_PORT, { VISITOR_SEARCH_CACHE_SECONDS: '0' }) : null;
  const backendOn = (port) => (port === UNCACHED_PORT ? uncached : backend);
  const stop = () => {
    for (const child of [backend, uncached]) if (child && child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  const results = [];
  try {
    await waitForBackend(backend);
    if (uncached) await waitForBackend(uncached, UNCACHED_PORT);
    const email = `bench.searcher.${Date.now()}@example.com`;
    const signed = await post(
      '/api/accounts',
      { host: 'amoretto.de' },
      { email, name: 'Bench', password: 'Velvet-Moon-42', date_of_birth: '1988-06-01' },
    );
    if (signed.status !== 201) throw new Error(`signup failed: ${signed.status} ${signed.body}`);
    const setCookie = [].concat(signed.headers['set-cookie'] ?? []);
    const cookie = setCookie.find((c) => c.startsWith('auth.session='))?.split(';')[0];
    if (!cookie) throw new Error('no session cookie');
    const viewerId = JSON.parse(signed.body).user.id;
    await pool.query(
      `UPDATE users SET gender = 'male', sexuality = 'hetero', country = 'DE', region = 'DE-BY', status = 'active' WHERE id = $1`,
      [viewerId],
    );
    const siteRow = (await pool.query(`SELECT search_fields FROM sites WHERE 'DE' = ANY(countries)`)).rows[0];
    const ctx = {
      viewerId,
      sessionHash: sessionTokenHash(cookie.slice(cookie.indexOf('=') + 1)),
      redis,
      searchFields: siteRow.search_fields,
      searcher: { gender: 'male', sexuality: 'hetero', country: 'DE' },
      visitor: { gender: null, sexuality: null, country: 'IT' },
    };
    const load1 = os.loadavg()[0];
    log(`searcher ${viewerId}; load average before: ${load1.toFixed(2)}; ${CONCURRENCY} connections, ${DURATION_S} s per measurement`);

    const requestOf = (shape) => {
      const qs = new URLSearchParams(Object.entries(shape.query).map(([k, v]) => [k, String(v)])).toString();
      return { path: `/api/members${qs ? `?${qs}` : ''}`, headers: { host: shape.host, ...(shape.loggedIn ? { cookie } : {}) } };
    };
    // A freshly started backend runs unoptimised code for its first few thousand requests:
    // warm it up on every shape once, so the first shape is not measured against a cold JIT.
    for (const shape of SHAPES) {
      const { path, headers } = requestOf(shape);
      await drive(() => leanFor(shape.port ?? PORT).get(path, headers), CONCURRENCY, 1, log);
    }

    for (const shape of SHAPES) {
      const { path, headers } = requestOf(shape);
      const port = shape.port ?? PORT;
      const lean = leanFor(port);
      const server = backendOn(port);
      const unit = rawUnit(pool, shape, ctx);

      // The API and the raw statements return the same page.
      const check = await get(path, headers, port);
      if (check.status !== 200) throw new Error(`${shape.name}: ${check.status} ${check.body}`);
      const body = JSON.parse(check.body);
      const rawIds = await unit();
      const same = JSON.stringify(body.profiles.map((p) => p.id)) === JSON.stringify(rawIds);
      if (!same) throw new Error(`${shape.name}: the raw statements return other rows than the API`);

      // The load loops' client gets the very same answer.
      const leanCheck = await lean.get(path, headers);
      if (leanCheck.status !== 200 || leanCheck.body.toString() !== check.body)
        throw new Error(`${shape.name}: the lean client got another answer`);

      let apiRequests = 0;
      const cpu0 = cpuMs(server.pid);
      const [api, raw] = await compare(
        async () => {
          apiRequests++;
          const res = CLIENT === 'node' ? await get(path, headers, port) : await lean.get(path, headers);
          if (res.status !== 200 || res.body.length === 0) throw new Error(`status ${res.status}`);
        },
        () => unit(),
        CONCURRENCY,
      );
      // The backend idles during the raw slices: its CPU time over all API requests, warm-up included.
      api.backendCpuMsPerReq = r2((cpuMs(server.pid) - cpu0) / apiRequests);
      const db = await explainShape(pool, unit);
      const countMiss = await explainCountMiss(pool, shape, ctx);
      const result = {
        shape: shape.name,
        request: `GET ${path} (Host ${shape.host}${shape.loggedIn ? ', logged in' : ', logged out'})`,
        numResults: body.numResults,
        api,
        raw,
        ratio: r2(api.rate / raw.rate),
        comparison: Boolean(shape.comparison),
        db,
        countMiss,
        goals: {
          dbP99: db.p99 <= GOAL_DB_P99_MS && Object.values(db.kinds).every((k) => k.p99 <= GOAL_DB_P99_MS),
          ratio: api.rate / raw.rate >= GOAL_RATIO,
          plans: !db.seqScanUsers && db.maxOffset <= 100,
        },
      };
      results.push(result);
      console.log(JSON.stringify(result));
    }
    const load2 = os.loadavg()[0];
    const summary = {
      members: MEMBERS,
      concurrency: CONCURRENCY,
      durationS: DURATION_S,
      loadAverage: { before: r2(load1), after: r2(load2) },
      // The comparison row measures a configuration the product does not run: shown, not judged.
      allGoalsMet: results.filter((r) => !r.comparison).every((r) => r.goals.dbP99 && r.goals.ratio && r.goals.plans),
      missed: results
        .filter((r) => !r.comparison)
        .flatMap((r) =>
          Object.entries(r.goals)
            .filter(([, ok]) => !ok)
            .map(([g]) => `${r.shape}: ${g}`),
        ),
    };
    console.log(JSON.stringify({ summary }));
    if (!process.argv.includes('--no-doc')) writeDoc(results, summary);
  } finally {
    stop();
    agent.destroy();
    for (const pool of leanPools.values()) pool.close();
    redis.disconnect();
    await pool.end();
  }
}

function writeDoc(results, summary) {
  const lines = results.map(
    (r) =>
      `| ${r.shape} | ${r.numResults.toLocaleString('en')} | ${r.api.p50} / ${r.api.p99} | ${r.api.rate} | ${r.api.backendCpuMsPerReq} | ${r.raw.p50} / ${r.raw.p99} | ${r.raw.rate} | ${r.ratio} ${r.comparison ? '(comparison)' : r.goals.ratio ? '' : '✗'} | ${r.db.p50} / ${r.db.p99} (worst: ${r.db.worst}) ${r.goals.dbP99 ? '' : '✗'} | ${r.countMiss.p50} / ${r.countMiss.p99} | ${r.db.seqScanUsers ? '**Seq Scan on users**' : 'no Seq Scan'}, max OFFSET ${r.db.maxOffset} ${r.goals.plans ? '' : '✗'} |`,
  );
  const kinds = results.map(
    (r) =>
      `| ${r.shape} | ${Object.entries(r.db.kinds)
        .map(([k, v]) => `${k} ${v.p50}/${v.p99}`)
        .join(', ')} | ${r.db.indexes.join(', ')} |`,
  );
  const cpus = os.cpus();
  const doc = `# Benchmarks

## Member search at ${MEMBERS.toLocaleString('en')} members

Run: \`npm run bench:search -- --fresh\` (rebuilds the \`amoretto_bench\` database; without \`--fresh\` an already loaded one is reused).
Options: \`--duration=10\` (seconds per measurement), \`--concurrency=8\`, \`--explain-runs=200\`, \`--client=lean|node\`, \`--only=shape,…\`, \`--no-doc\`.
Needs the backend built (\`npx tsc -b backend\`, which the script runs) and Postgres/Redis on their local ports. See bench/README.md for what is measured.

Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB,
Postgres, Redis, the backend and the load generator on the same machine, shared with other work
(1-minute load average ${summary.loadAverage.before} before, ${summary.loadAverage.after} after).
${summary.concurrency} concurrent connections, ${summary.durationS} s per measurement after a short warm-up, API and raw alternating in ${SLICE_S} s slices so that outside load falls on both.
API load from ${CLIENT === 'node' ? "node:http's keep-alive agent" : 'a minimal keep-alive HTTP/1.1 client (bench/search/keep-alive-client.mjs): it runs on the same cores as the backend'}.

Goals: database time per statement p99 ≤ ${GOAL_DB_P99_MS} ms; API throughput ≥ ${GOAL_RATIO * 100} % of the raw floor; no Seq Scan on users and no OFFSET over 100 in any plan.
All goals met: **${summary.allGoalsMet ? 'yes' : 'no'}**${summary.missed.length ? ` (missed: ${summary.missed.join('; ')})` : ''}.

Latencies in ms. "API" is \`GET /api/members\` through HTTP (session, site lookup, validation, JSON);
"raw" is the same SQL statements the search service runs for that request, run with \`pg\` at the same concurrency;
"DB" is the EXPLAIN ANALYZE execution time of each statement (p50 / p99 over all statements of the shape, and the worst statement kind's p99).
The total (\`numResults\`) is shared by all viewers through Redis (60 s per filter set); each process keeps a copy until that Redis entry expires. The API and the raw floor read it the same way.
Visitors' (logged-out) answers are the same for every visitor of a site with the same filters and page, so each backend reuses one for \`VISITOR_SEARCH_CACHE_SECONDS\` (5 s; docs/decisions.md): the "logged-out" row is the product as it runs, while its raw floor still runs the statement every time.
"logged-out (answer cache off)" is a second backend with that cache off, the statement on every request: shown for comparison, not judged against the goals.
"Total on a cache miss" is the exact count run when that cache is empty: at most once a minute per filter set, so it is shown beside the per-request statements, not among them.

| Shape | Results | API p50 / p99 | API req/s | backend CPU ms/req | Raw p50 / p99 | Raw units/s | API / raw | DB p50 / p99 per statement | Total on a cache miss p50 / p99 | Plans |
|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---|
${lines.join('\n')}

Per statement kind (DB execution p50/p99 ms) and the indexes the plans use:

| Shape | Statements | Indexes |
|---|---|---|
${kinds.join('\n')}
`;
  const path = join(root, 'docs/benchmarks.md');
  // Keep any hand-written findings below the generated part.
  const marker = '\n## Findings';
  const old = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const tail = old.includes(marker) ? old.slice(old.indexOf(marker)) : '';
  writeFileSync(path, doc + tail);
  log('wrote docs/benchmarks.md');
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
