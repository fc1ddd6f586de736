// Photo-upload memory benchmark: rounds of parallel uploads of one large PNG through the real
// backend (`POST /api/photos`), the backend's RSS read after every round, once per memory
// allocator configuration. Answers whether memory stays flat or only grows.
// Usage: npm run bench:photos -- [--rounds=20] [--parallel=10] [--configs=glibc,arena2,jemalloc]
//          [--settle=2] [--idle=15] [--dist=backend/dist] [--label=…] [--markdown=FILE] [--no-doc]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg } from '../lib/args.mjs';
import { withClient } from '../lib/pg-client.mjs';
import { jemallocPath } from '../../scripts/lib/allocator.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const ROUNDS = arg('rounds', 20);
const PARALLEL = arg('parallel', 10);
// Seconds between a round's last answer and the RSS reading: allocators hand memory back with
// some delay (jemalloc decays unused pages over seconds), and this is what an operator sees.
const SETTLE_S = arg('settle', 2);
// Seconds idle after the last round before a final reading.
const IDLE_S = arg('idle', 15);
const CONFIG_NAMES = String(arg('configs', 'glibc,arena2,jemalloc')).split(',');
// Another build of the backend (e.g. a copy of backend/dist from before a change), for comparison.
const DIST = resolve(root, arg('dist', 'backend/dist'));
const LABEL = arg('label', '');
const MARKDOWN = arg('markdown', '');
const WRITE_DOC = !process.argv.includes('--no-doc');
const PORT = 5701;
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'amoretto_bench_photos';
const REDIS_URL = 'redis://127.0.0.1:6379/12';
const MEDIA_DIR = join(os.tmpdir(), 'amoretto-bench-photos-media');
const IMAGE_EDGE = 6300; // 39.7 megapixels: just under the pipeline's 40-megapixel cap
// Verdict: over the second half of the rounds, RSS may neither climb more than this per round
// (least-squares slope) nor end above the first half's highest reading by more than this.
const FLAT = { slopeMbPerRound: 1, overFirstHalfMb: 16 };
const log = (m) => console.error(`[bench:photos ${new Date().toISOString().slice(11, 19)}] ${m}`);

/** The allocator configurations compared; each backend process gets this on top of its environment. */
function allocatorEnv(name) {
  switch (name) {
    case 'glibc':
      return { env: {}, what: 'glibc malloc, defaults (up to 8 arenas per core)' };
    case 'arena2':
      return { env: { MALLOC_ARENA_MAX: '2' }, what: 'glibc malloc, MALLOC_ARENA_MAX=2' };
    case 'jemalloc': {
      const lib = jemallocPath();
      if (!lib) throw new Error('libjemalloc.so.2 not found (Debian: apt-get install -y libjemalloc2)');
      return { env: { LD_PRELOAD: lib }, what: `jemalloc 5 preloaded (${lib})` };
    }
    default:
      throw new Error(`unknown configuration ${name}: glibc, arena2 or jemalloc`);
  }
}

// ---------------------------------------------------------------------------------------
/** A 6300×6300 PNG of coarse noise (5×5 blocks): decodes to 119 MB of pixels, 7–8 MB on the wire. */
async function makePng() {
  const cached = join(os.tmpdir(), 'amoretto-bench-photos-6300.png');
  if (existsSync(cached)) return readFileSync(cached);
  const small = IMAGE_EDGE / 5;
  const pixels = Buffer.alloc(small * small * 3);
  // A fixed xorshift sequence: the same file on every machine and run.
  let x = 0x2545f491;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = x & 0xff;
  }
  const big = await sharp(pixels, { raw: { width: small, height: small, channels: 3 } })
    .resize(IMAGE_EDGE, IMAGE_EDGE, { kernel: 'nearest' })
    .raw()
    .toBuffer();
  const png = await sharp(big, { raw: { width: IMAGE_EDGE, height: IMAGE_EDGE, channels: 3 } })
    .png()
    .toBuffer();
  writeFileSync(cached, png);
  return png;
}

/** @param {(client: import('pg').Client) => Promise<any>} fn */
const onAdmin = (fn) => withClient(ADMIN_URL, fn);
const dbUrl = () => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DATABASE}`;
  return u.toString();
};

async function prepareDatabase() {
  await onAdmin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${DATABASE}`);
  });
  execFileSync(process.execPath, [join(DIST, 'cli.js'), 'migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl(), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// ---------------------------------------------------------------------------------------
function startBackend(extraEnv) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATABASE_URL: dbUrl(),
    REDIS_URL,
    SMTP_URL: 'smtp://127.0.0.1:5725',
    MAIL_FROM: 'Amoretto <no-reply@amoretto.local>',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    MAIL_LINK_HOST: 'public',
    LOG_LEVEL: 'warn',
    SIGNUP_IP_LIMIT: '100000',
    MEDIA_DIR,
    ...extraEnv,
  };
  // Only what this run asks for: an allocator setting inherited from the caller would blur the comparison.
  for (const key of ['MALLOC_ARENA_MAX', 'LD_PRELOAD', 'MALLOC_CONF']) if (!(key in extraEnv)) delete env[key];
  const child = spawn(process.execPath, [join(DIST, 'main.js')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  // Ctrl+C or a crash of this script must not leave the backend behind.
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', stop);
  process.once('SIGINT', () => process.exit(130));
  log(`backend pid ${child.pid} on port ${PORT}`);
  return child;
}

async function waitForBackend(child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('backend did not answer within 60 s');
}

async function stopBackend(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** VmRSS and VmHWM (peak) of a process in MB. */
function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
}

const base = () => `http://127.0.0.1:${PORT}`;

async function signUpMember(i) {
  const res = await fetch(`${base()}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'amoretto.it' },
    body: JSON.stringify({
      email: `bench.photos.${Date.now()}.${i}@example.com`,
      name: 'Bench',
      password: 'Velvet-Moon-42',
      date_of_birth: '1990-03-01',
    }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('auth.session='))
    ?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

async function upload(cookie, png) {
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'big.png');
  const started = performance.now();
  const res = await fetch(`${base()}/api/photos`, { method: 'POST', headers: { cookie }, body: form });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/** Deletes the member's photos, so the free members' limit of 3 never stops a round. */
async function clearPhotos(cookie) {
  const res = await fetch(`${base()}/api/photos`, { headers: { cookie } });
  const { photos } = await res.json();
  for (const { id } of photos) {
    const del = await fetch(`${base()}/api/photos/${id}`, { method: 'DELETE', headers: { cookie } });
    if (!del.ok) throw new Error(`delete failed: ${del.status}`);
  }
}

const sleep = (s) => new Promise((r) => setTimeout(r, s * 1000));

/** Least-squares slope of ys over their index. */
function slope(ys) {
  const n = ys.length;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, i) => {
    num += (i - mx) * (y - my);
    den += (i - mx) ** 2;
  });
  return den ? num / den : 0;
}

async function measure(name, png) {
  const { env, what } = allocatorEnv(name);
  const backend = startBackend(env);
  try {
    await waitForBackend(backend);
    const cookies = [];
    for (let i = 0; i < PARALLEL; i++) cookies.push(await signUpMember(i));
    await sleep(SETTLE_S);
    const start = memoryMb(backend.pid);
    const cpuStart = cpuMs(backend.pid);
    log(`${name}: RSS ${start.rss} MB after start and ${PARALLEL} signups`);
    const rounds = [];
    const statuses = {};
    const latencies = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Each member uploads one photo: all arrive at once.
      const answers = await Promise.all(cookies.map((cookie) => upload(cookie, png)));
      for (const a of answers) {
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        latencies.push(a.ms);
      }
      await Promise.all(cookies.map(clearPhotos));
      await sleep(SETTLE_S);
      const m = memoryMb(backend.pid);
      rounds.push(m.rss);
      log(`${name}: round ${round}: RSS ${m.rss} MB (peak so far ${m.peak} MB); answers ${answers.map((a) => a.status).join(' ')}`);
    }
    const cpu = cpuMs(backend.pid) - cpuStart;
    await sleep(IDLE_S);
    const end = memoryMb(backend.pid);
    const half = Math.floor(ROUNDS / 2);
    const second = rounds.slice(half);
    const firstMax = Math.max(...rounds.slice(0, half));
    const secondSlope = Math.round(slope(second) * 10) / 10;
    const overFirstHalf = rounds[rounds.length - 1] - firstMax;
    const flat = secondSlope <= FLAT.slopeMbPerRound && overFirstHalf <= FLAT.overFirstHalfMb;
    latencies.sort((a, b) => a - b);
    const pct = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]);
    return {
      config: name,
      allocator: what,
      startRssMb: start.rss,
      roundsRssMb: rounds,
      idleRssMb: end.rss,
      peakRssMb: end.peak,
      secondHalfSlopeMbPerRound: secondSlope,
      lastOverFirstHalfMaxMb: overFirstHalf,
      flat,
      statuses,
      uploadMs: { p50: pct(50), p99: pct(99), max: Math.round(latencies[latencies.length - 1]) },
      cpuMsPerUpload: Math.round(cpu / (ROUNDS * PARALLEL)),
    };
  } finally {
    await stopBackend(backend);
  }
}

// ---------------------------------------------------------------------------------------
const START = '<!-- bench:photos generated: rewritten by npm run bench:photos -->';
const END = '<!-- /bench:photos generated -->';
const HEADING = '## Photo uploads: backend memory over rounds of parallel uploads';

function markdown(s) {
  const rows = s.results.map(
    (r) =>
      `| ${r.config}${s.label ? ` (${s.label})` : ''} | ${r.allocator} | ${r.startRssMb} | ${r.roundsRssMb.join(' ')} | ${r.idleRssMb} | ${r.peakRssMb} | ${r.secondHalfSlopeMbPerRound} | ${r.lastOverFirstHalfMaxMb} | ${r.flat ? 'yes' : '**no**'} | ${Object.entries(
        r.statuses,
      )
        .map(([k, v]) => `${k} × ${v}`)
        .join(', ')} | ${r.uploadMs.p50} / ${r.uploadMs.p99} | ${r.cpuMsPerUpload} |`,
  );
  return `${START}
Run: \`npm run bench:photos\` (builds the backend, recreates the \`${DATABASE}\` database, Redis db 12, port ${PORT}).
Options: \`--rounds=20\`, \`--parallel=10\`, \`--configs=glibc,arena2,jemalloc\`, \`--settle=2\`, \`--idle=15\`, \`--dist=DIR\` (another backend build), \`--label=TEXT\`, \`--markdown=FILE\`, \`--no-doc\`. See bench/README.md.

Last run: \`npm run bench:photos${s.argv.length ? ` -- ${s.argv.join(' ')}` : ''}\` at ${s.at.slice(0, 16).replace('T', ' ')} UTC on ${s.machine.cpus} × ${s.machine.model}, ${s.machine.memGiB} GiB, shared with other work
(1-minute load average ${s.loadAverage.before} before, ${s.loadAverage.after} after).
Each round: ${s.parallel} members upload the same ${IMAGE_EDGE}×${IMAGE_EDGE} PNG (${s.pngMb} MB, ${Math.round((IMAGE_EDGE * IMAGE_EDGE * 3) / 1e6)} MB of pixels) at once, then delete it; RSS (VmRSS, MB) is read ${SETTLE_S} s after each round, "idle" ${IDLE_S} s after the last, "peak" is VmHWM.
Flat: over rounds ${Math.floor(s.rounds / 2) + 1}–${s.rounds} RSS climbs at most ${FLAT.slopeMbPerRound} MB per round (least squares) and the last round ends at most ${FLAT.overFirstHalfMb} MB above the highest of rounds 1–${Math.floor(s.rounds / 2)}.

| Config | Allocator | Start | RSS after rounds 1…${s.rounds} | Idle | Peak | Slope, 2nd half (MB/round) | Last − max of 1st half | Flat | Answers | Upload p50 / p99 ms | Backend CPU ms/upload |
|---|---|---:|---|---:|---:|---:|---:|---|---|---:|---:|
${rows.join('\n')}
${END}`;
}

function writeDoc(block) {
  const path = join(root, 'docs/benchmarks.md');
  let doc = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  if (doc.includes(START) && doc.includes(END)) {
    doc = doc.slice(0, doc.indexOf(START)) + block + doc.slice(doc.indexOf(END) + END.length);
  } else {
    doc = `${doc.trimEnd()}\n\n${HEADING}\n\n${block}\n`;
  }
  writeFileSync(path, doc);
  log('wrote docs/benchmarks.md');
}

async function main() {
  for (const name of CONFIG_NAMES) allocatorEnv(name); // fail before any work on a bad name
  const png = await makePng();
  log(`PNG ${IMAGE_EDGE}×${IMAGE_EDGE}: ${(png.length / 1e6).toFixed(1)} MB`);
  rmSync(MEDIA_DIR, { recursive: true, force: true });
  mkdirSync(MEDIA_DIR, { recursive: true });
  await prepareDatabase();
  const loadBefore = os.loadavg()[0].toFixed(2);
  const at = new Date().toISOString();
  const results = [];
  for (const name of CONFIG_NAMES) {
    const r = await measure(name, png);
    console.log(JSON.stringify(r));
    results.push(r);
  }
  const summary = {
    at,
    argv: process.argv.slice(2),
    label: LABEL,
    rounds: ROUNDS,
    parallel: PARALLEL,
    pngMb: Math.round(png.length / 1e5) / 10,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model.split(' ').slice(0, 2).join(' '),
      memGiB: Math.round(os.totalmem() / 2 ** 30),
    },
    loadAverage: { before: loadBefore, after: os.loadavg()[0].toFixed(2) },
    results,
    allFlat: results.every((r) => r.flat),
  };
  console.log(JSON.stringify({ summary: { allFlat: summary.allFlat, flat: Object.fromEntries(results.map((r) => [r.config, r.flat])) } }));
  const block = markdown(summary);
  if (MARKDOWN) writeFileSync(MARKDOWN, `${block}\n`);
  if (WRITE_DOC) writeDoc(block);
  rmSync(MEDIA_DIR, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
