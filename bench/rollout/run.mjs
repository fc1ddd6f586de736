// Gateway rollout benchmark: N member sockets spread over several gateway processes, a steady
// chat load between members on different gateways, then a rolling update: SIGTERM one gateway,
// wait for it to exit, start a new one in its place, the next one after a pause. Measured: how
// long each socket of a stopped gateway takes to be connected again elsewhere, and whether every
// acknowledged message reached its recipient (live or by the catch-up by seq).
// Usage: npm run bench:rollout -- [--sockets=5000] [--rate=300] [--gateways=3] [--roll=2]
//          [--lb-lag=1000] [--warmup=5] [--pause=5] [--after=10] [--settle=30] [--workers=2]
//          [--drain-spread=MS] [--refused=retry|final] [--http-connections=200] [--no-refetch] [--log-level=warn]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepare, COOKIE_NAME, dbUrl } from '../chat/prepare.mjs';
import { childProcesses, waitForHttp } from '../lib/children.mjs';
import { arg } from '../lib/args.mjs';
import { withClient } from '../lib/pg-client.mjs';
import { cpuMs, otherDelta, otherProcesses } from '../lib/proc-cpu.mjs';
import { summarizeRolls } from './rollout-figures.mjs';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

const SOCKETS = arg('sockets', 5000);
const RATE = arg('rate', 300);
const GATEWAYS = arg('gateways', 3);
const ROLL = arg('roll', 2);
// How long the balancer takes to stop (and to start) sending new connections to a gateway after
// it began draining (became ready): Kubernetes endpoints reach kube-proxy and the ingress in about a second.
const LB_LAG_MS = arg('lb-lag', 1000);
const WARMUP_S = arg('warmup', 5);
const PAUSE_S = arg('pause', 5);
const AFTER_S = arg('after', 10);
const SETTLE_S = arg('settle', 60);
// `final`: a refused connect leaves the member offline, as socket.io-client alone does (the site before reconnect-rules.ts).
const REFUSED = arg('refused', 'retry');
if (REFUSED !== 'retry' && REFUSED !== 'final') throw new Error('--refused must be retry or final');
// HTTP connections per load process (catch-up, list refetch, sends over HTTP): members have a connection each.
const HTTP_CONNECTIONS = arg('http-connections', 200);
const WORKERS = arg('workers', 2);
const DRAIN_SPREAD = arg('drain-spread', '');
const LOG_LEVEL = arg('log-level', 'warn');
const REFETCH = !process.argv.includes('--no-refetch');
const GOAL_BACK_MS = 10_000;
if (!(ROLL >= 1 && ROLL <= GATEWAYS && GATEWAYS >= 2)) throw new Error('--roll must be between 1 and --gateways (at least 2)');

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'amoretto_rolloutbench';
// bench:chat uses db 13 too (and bench:notify 12): do not run them at the same time.
const REDIS_URL = process.env.BENCH_ROLLOUT_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const BASE_PORT = Number(process.env.BENCH_ROLLOUT_PORT ?? 5201);
const PORTS = { backend: BASE_PORT, smtp: BASE_PORT + 24, gateway: (i) => BASE_PORT + 10 + i };
// Far from bench:chat's 900,000,001: pub/sub ignores the Redis db, rooms must not collide.
const FIRST_MEMBER_ID = 950_000_001;
const PUBLIC_URL = `http://127.0.0.1:${PORTS.backend}`;
const ORIGIN = new URL(PUBLIC_URL).origin;
const SECRET = randomBytes(24).toString('hex');
const log = (m) => console.error(`[bench:rollout ${new Date().toISOString().slice(11, 19)}] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const r2 = (n) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : null);

// ---------------------------------------------------------------------------------------
// Every process this run starts, stopped by PID on any way out.
const processes = childProcesses(log, { graceMs: 10_000 });
const track = (child, label) => processes.track(child, label);
const stopAll = () => processes.stopAll();

const waitHealthy = (port, child, label) => waitForHttp(`http://127.0.0.1:${port}/health`, child, label);

function startApp(label, script, port) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: dbUrl(ADMIN_URL, DATABASE),
    REDIS_URL,
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    MAIL_FROM: 'Amoretto <no-reply@amoretto.local>',
    PUBLIC_URL,
    MAIL_LINK_HOST: 'public',
    LOG_LEVEL,
    MEDIA_DIR: '/tmp/amoretto-rolloutbench-media',
    // Production configuration asks for these; nothing here signs mail links or takes payments.
    MAIL_TOKEN_SECRET: SECRET,
    SANDBOX_WEBHOOK_SECRET: SECRET,
    ...(DRAIN_SPREAD !== '' ? { DRAIN_SPREAD_MS: String(DRAIN_SPREAD) } : {}),
  };
  const child = spawn(process.execPath, [join(root, script)], { cwd: root, env, stdio: ['ignore', 2, 2] });
  log(`${label} pid ${child.pid} on port ${port}`);
  return track(child, label);
}

async function redisServerPid() {
  const { Redis } = require('ioredis');
  const r = new Redis(REDIS_URL);
  try {
    return Number(/process_id:(\d+)/.exec(await r.info('server'))?.[1]) || null;
  } finally {
    await r.quit();
  }
}

/**
 * The kernel's count of connections dropped because a listening socket's accept queue was full
 * (machine-wide, /proc/net/netstat): a client whose SYN is dropped retries only after 1, 2, 4 s…
 */
function listenOverflows() {
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const i = lines.findIndex((l) => l.startsWith('TcpExt:'));
  const keys = lines[i].split(' ');
  const values = lines[i + 1].split(' ');
  return Number(values[keys.indexOf('ListenOverflows')]);
}

const startWorker = (i) => processes.forkLoadProcess(join(here, 'member-process.mjs'), `load process ${i}`);
const onAll = (workers, cmd, payload) => Promise.all(workers.map((w) => w.call(cmd, payload)));

// ---------------------------------------------------------------------------------------
/**
 * CPU per second of this run's processes by role and of everything else on the machine (read
 * from /proc): the rollout shares two cores with other work, which the figures must show.
 */
function startCpuSampler(roles) {
  const samples = [];
  const own = () => new Set([process.pid, ...Object.values(roles()).flat()]);
  let last = { at: Date.now(), pids: new Map(), others: otherProcesses(own()) };
  const read = () => {
    const pids = new Map();
    for (const [role, list] of Object.entries(roles())) for (const pid of list) pids.set(pid, { role, ms: cpuMs(pid) });
    return pids;
  };
  last.pids = read();
  const timer = setInterval(() => {
    const at = Date.now();
    const pids = read();
    const others = otherProcesses(own());
    const cores = {};
    for (const [pid, { role, ms }] of pids) {
      const was = last.pids.get(pid)?.ms ?? 0; // a process started in between counts from its start
      if (Number.isFinite(ms) && ms > was) cores[role] = (cores[role] ?? 0) + (ms - was) / (at - last.at);
    }
    const o = otherDelta(last.others, others);
    samples.push({ at, cores, others: o.ms / (at - last.at), top: o.top, load1: os.loadavg()[0] });
    last = { at, pids, others };
  }, 1000);
  return {
    stop: () => clearInterval(timer),
    /** Mean cores busy by role between two wall-clock times, and the busiest other processes. */
    between(from, to) {
      const inside = samples.filter((x) => x.at > from && x.at <= to + 1000);
      if (inside.length === 0) return null;
      const mean = (f) => r2(inside.reduce((sum, x) => sum + f(x), 0) / inside.length);
      const roleNames = [...new Set(inside.flatMap((x) => Object.keys(x.cores)))];
      return {
        ...Object.fromEntries(roleNames.map((role) => [role, mean((x) => x.cores[role] ?? 0)])),
        otherProcesses: mean((x) => x.others),
        busiestOthers: [...new Set(inside.map((x) => x.top).filter(Boolean))].slice(0, 3).join(' | '),
        loadAverage1m: r2(Math.max(...inside.map((x) => x.load1))),
      };
    },
  };
}

async function main() {
  const loadBefore = os.loadavg().map(r2);
  log(
    `load average ${loadBefore.join(' ')}; ${SOCKETS} sockets over ${GATEWAYS} gateways, ${RATE} msg/s, rolling ${ROLL}, balancer lag ${LB_LAG_MS} ms`,
  );
  const members = await prepare({
    adminUrl: ADMIN_URL,
    database: DATABASE,
    redisUrl: REDIS_URL,
    members: SOCKETS,
    log,
    firstMemberId: FIRST_MEMBER_ID,
  });
  const conversationOf = new Map();
  await withClient(dbUrl(ADMIN_URL, DATABASE), async (c) => {
    for (const row of (await c.query('SELECT id, user_a_id, user_b_id FROM conversations')).rows) {
      conversationOf.set(row.user_a_id, row.id);
      conversationOf.set(row.user_b_id, row.id);
    }
  });

  const backend = startApp('backend', 'backend/dist/main.js', PORTS.backend);
  const gateways = Array.from({ length: GATEWAYS }, (_, i) => startApp(`gateway ${i + 1}`, 'gateway/dist/main.js', PORTS.gateway(i)));
  await Promise.all([
    waitHealthy(PORTS.backend, backend, 'backend'),
    ...gateways.map((g, i) => waitHealthy(PORTS.gateway(i), g, `gateway ${i + 1}`)),
  ]);

  // Pair k: its first member on gateway k mod G, its partner on the next one, so every message
  // crosses from one gateway to another through Redis. Whole pairs per load process.
  const workers = Array.from({ length: WORKERS }, (_, i) => startWorker(i));
  const shares = workers.map(() => []);
  for (let i = 0; i < members.length; i += 2) {
    const k = i / 2;
    const a = members[i];
    const b = members[i + 1];
    shares[k % WORKERS].push(
      { ...a, conversation: conversationOf.get(a.id), gateway: k % GATEWAYS },
      { ...b, conversation: conversationOf.get(b.id), gateway: (k + 1) % GATEWAYS },
    );
  }
  const gatewayUrls = gateways.map((_, i) => `ws://127.0.0.1:${PORTS.gateway(i)}`);
  let rotation = gateways.map((_, i) => i);
  await Promise.all(
    workers.map((w, i) =>
      w.call('setup', {
        members: shares[i],
        gateways: gatewayUrls,
        rotation,
        backend: { host: '127.0.0.1', port: PORTS.backend },
        cookieName: COOKIE_NAME,
        origin: ORIGIN,
        refetchList: REFETCH,
        refusedRetry: REFUSED === 'retry',
        httpConnections: HTTP_CONNECTIONS,
      }),
    ),
  );
  const conn = await onAll(workers, 'connect', { concurrency: 50 });
  const connected = conn.reduce((s, c) => s + c.connected, 0);
  log(`${connected} sockets connected in ${Math.max(...conn.map((c) => c.ms))} ms${conn.find((c) => c.firstError)?.firstError ?? ''}`);
  if (connected !== SOCKETS) throw new Error(`only ${connected} of ${SOCKETS} sockets connected`);

  // The balancer's view changes LB_LAG_MS after the gateway's own.
  const setRotation = (next) => {
    rotation = next;
    const at = Date.now();
    setTimeout(
      () =>
        void onAll(workers, 'rotation', { rotation: next }).then(() =>
          log(`balancer: rotation ${next.map((g) => g + 1).join(',')} (${Date.now() - at} ms)`),
        ),
      LB_LAG_MS,
    );
  };

  const redisPid = await redisServerPid();
  const sampler = startCpuSampler(() => ({
    gateways: gateways.filter((g) => g.exitCode === null).map((g) => g.pid),
    backend: [backend.pid],
    loadGenerator: workers.map((w) => w.pid),
    redis: redisPid ? [redisPid] : [],
  }));
  await onAll(workers, 'send', { rate: RATE / WORKERS });
  log(`sending ${RATE} msg/s; rolling in ${WARMUP_S} s`);
  await sleep(WARMUP_S * 1000);

  const rolls = [];
  const loadDuring = [];
  for (let g = 0; g < ROLL; g++) {
    const before = await onAll(workers, 'report');
    const onIt = before.reduce((s, r) => s + (r.onGateway[g] ?? 0), 0);
    const old = gateways[g];
    old.expectedExit = true;
    const exited = new Promise((r) => old.once('exit', r));
    const overflowsBefore = listenOverflows();
    const sigtermAt = Date.now();
    old.kill('SIGTERM');
    setRotation(rotation.filter((x) => x !== g));
    log(`gateway ${g + 1} (pid ${old.pid}, ${onIt} sockets): SIGTERM`);
    await exited;
    const exitedAt = Date.now();
    log(`gateway ${g + 1} exited after ${exitedAt - sigtermAt} ms; starting its replacement`);
    gateways[g] = startApp(`gateway ${g + 1} (new)`, 'gateway/dist/main.js', PORTS.gateway(g));
    await waitHealthy(PORTS.gateway(g), gateways[g], `gateway ${g + 1} (new)`);
    const readyAt = Date.now();
    setRotation([...rotation, g].sort());
    log(`gateway ${g + 1} (new) ready ${readyAt - exitedAt} ms after the old one exited`);
    loadDuring.push(r2(os.loadavg()[0]));
    await sleep(PAUSE_S * 1000);
    rolls.push({ gateway: g + 1, sockets: onIt, sigtermAt, exitedAt, readyAt, listenOverflows: listenOverflows() - overflowsBefore });
  }
  await sleep(Math.max(0, AFTER_S - PAUSE_S) * 1000);
  const sendingEndedAt = Date.now();
  await onAll(workers, 'stop-sending');
  log(`sending stopped; waiting up to ${SETTLE_S} s for every acknowledged message to arrive`);
  await onAll(workers, 'settle', { ms: SETTLE_S * 1000 });
  const reports = await onAll(workers, 'report');
  const loadAfter = os.loadavg().map(r2);

  const stored = await withClient(dbUrl(ADMIN_URL, DATABASE), async (c) =>
    Number((await c.query('SELECT count(*) AS n FROM messages')).rows[0].n),
  );
  const sum = (k) => reports.reduce((s, r) => s + r[k], 0);
  const perRoll = summarizeRolls(
    rolls,
    reports.flatMap((r) => r.outages),
  );
  sampler.stop();
  // CPU while each gateway drained and its members came back (10 s from SIGTERM), and over the whole load.
  for (const roll of perRoll) {
    const { sigtermAt } = rolls.find((r) => r.gateway === roll.gateway);
    roll.cpuCoresBusyFirst10s = sampler.between(sigtermAt, sigtermAt + 10_000);
  }
  const cpuWhileSending = sampler.between(rolls[0].sigtermAt - WARMUP_S * 1000, sendingEndedAt);
  const missed = sum('missed');
  const shownTwice = sum('shownTwice');
  const stranded = sum('stranded');
  const goals = {
    allBackWithin10s: perRoll.every((r) => r.notBack === 0 && r.backMs.max !== null && r.backMs.max <= GOAL_BACK_MS),
    noneMissed: missed === 0 && stranded === 0,
    noDuplicatesShown: shownTwice === 0,
  };
  const merged = (k) =>
    reports.reduce((acc, r) => {
      for (const [key, v] of Object.entries(r[k])) acc[key] = (acc[key] ?? 0) + v;
      return acc;
    }, {});
  const summary = {
    bench: 'rollout',
    argv: process.argv.slice(2),
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', memGiB: Math.round(os.totalmem() / 2 ** 30) },
    loadAverage: { before: loadBefore, duringRolls: loadDuring, after: loadAfter },
    options: {
      sockets: SOCKETS,
      rate: RATE,
      gateways: GATEWAYS,
      rolled: ROLL,
      balancerLagMs: LB_LAG_MS,
      drainSpreadMs: DRAIN_SPREAD === '' ? 'default' : Number(DRAIN_SPREAD),
      workers: WORKERS,
      refetchList: REFETCH,
      refused: REFUSED,
      httpConnectionsPerLoadProcess: HTTP_CONNECTIONS,
    },
    rolls: perRoll,
    messages: {
      sendsStarted: sum('sendsStarted'),
      acknowledged: sum('acked'),
      stored,
      sendFailures: sum('sendsFailed'),
      firstSendError: reports.find((r) => r.firstSendError)?.firstSendError ?? null,
      answeredOverSocket: sum('viaSocket'),
      sentOverHttp: sum('viaHttp'),
      httpRetries: sum('httpRetries'),
      apiFetchRetries: sum('apiRetries'),
      receivedLive: sum('liveReceived'),
      receivedByCatchUp: sum('caughtUpReceived'),
      missed,
      missedWhy: merged('missedWhy'),
      silentSample: reports.flatMap((r) => r.silentSample).slice(0, 5),
      missedSample: reports.flatMap((r) => r.missedSample).slice(0, 5),
      duplicateEventsIgnored: sum('duplicateEvents'),
      shownTwice,
      gaps: sum('gaps'),
      catchUps: sum('catchUps'),
      catchUpErrors: sum('catchUpErrors'),
      catchUpsStillRunningAtEnd: sum('catchUpsRunning'),
      firstCatchUpError: reports.find((r) => r.firstCatchUpError)?.firstCatchUpError ?? null,
    },
    sockets: {
      connectedAtEnd: sum('connected'),
      stranded,
      strandedBy: merged('strandedRefusals'),
      serverDisconnects: sum('serverDisconnects'),
      listRefetches: sum('listRefetches'),
    },
    cpuCoresBusyWhileSending: cpuWhileSending,
    loadGeneratorMaxTimerLagMs: r2(Math.max(...reports.map((r) => r.maxTimerLagMs))),
    goals,
    allGoalsMet: Object.values(goals).every(Boolean),
  };
  console.log(JSON.stringify(summary));
  processes.stopping = true;
  await onAll(workers, 'close').catch(() => undefined);
  await Promise.all(workers.map((w) => w.call('exit').catch(() => undefined)));
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => stopAll().then(() => process.exit(process.exitCode ?? 0)));
