// Realtime chat benchmark: N member sockets, messages sent at a fixed rate through the full
// path (the member's socket → gateway → batched DB transaction with the ledger debit → the
// partner's socket; or, with --send=http, HTTP send → backend → redis-emitter → gateway) and,
// in the same run, through a bare Socket.IO relay.
// Usage: npm run bench:chat -- [--sockets=5000] [--rate=2000] [--duration=20] [--warmup=3]
//          [--drain=10] [--workers=2] [--gateways=1] [--log-level=warn] [--send=socket|http] [--timeline] [--no-doc]
import { fork, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childProcesses, waitForHttp } from '../lib/children.mjs';
import { arg } from '../lib/args.mjs';
import { cpuMs, otherDelta, otherProcesses } from '../lib/proc-cpu.mjs';
import { COOKIE_NAME, dbUrl, prepare } from './prepare.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { Redis } = require('ioredis');
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

const SOCKETS = arg('sockets', 5000);
// One rate or several (`--rate=2000,250`): both paths are measured at each; the goals are
// checked at the first.
const RATES = String(arg('rate', '2000')).split(',').map(Number);
const RATE = RATES[0];
const DURATION_S = arg('duration', 20);
const WARMUP_S = arg('warmup', 3);
const DRAIN_S = arg('drain', 10);
const WORKERS = arg('workers', 2);
// Gateway processes for the full path (one per core is how Node services run): load process i
// connects its members to gateway i mod N, so both members of a pair share a gateway and the
// events for a sender's other tabs cross through Redis as they would behind a balancer.
const GATEWAYS = arg('gateways', 1);
if (!(GATEWAYS >= 1 && GATEWAYS <= WORKERS)) throw new Error(`--gateways must be between 1 and --workers (${WORKERS})`);
const LOG_LEVEL = arg('log-level', 'warn');
const WRITE_DOC = !process.argv.includes('--no-doc');
// Logs latency per half-second slice of the window (by send time): shows whether a p99 comes
// from a few stalls or from every slice.
const TIMELINE = process.argv.includes('--timeline');
// How the full path's messages are sent: over the member's socket (`message.send`, what the
// site does while connected) or as `POST /api/chats/messages` (its fallback).
const SEND = arg('send', 'socket');
if (SEND !== 'socket' && SEND !== 'http') throw new Error(`--send must be socket or http, not ${SEND}`);

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'amoretto_chatbench';
const REDIS_URL = 'redis://127.0.0.1:6379/13';
const PORTS = { backend: 5601, gateway: 5602, relay: 5603, smtp: 5625 };
const PUBLIC_URL = `http://127.0.0.1:${PORTS.backend}`;
const ORIGIN = new URL(PUBLIC_URL).origin;
const GOALS = { p99Ms: 50, cpuRatio: 3 };
const HTTP_SOCKETS_PER_WORKER = 64;
const log = (m) => console.error(`[bench:chat ${new Date().toISOString().slice(11, 19)}] ${m}`);

// ---------------------------------------------------------------------------------------
// Open files: the gateway (or relay) holds N sockets, the load processes N between them.
function openFileLimit() {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const [soft, hard] = line
    .trim()
    .split(/\s+/)
    .slice(3, 5)
    .map((v) => (v === 'unlimited' ? Infinity : Number(v)));
  return { soft, hard };
}
const NEEDED_FILES = SOCKETS + 1024;
{
  const { soft, hard } = openFileLimit();
  if (soft < NEEDED_FILES) {
    if (hard < NEEDED_FILES || process.env.BENCH_CHAT_RAISED) {
      console.error(
        `Open-file limit ${soft} (hard ${hard}) is below the ${NEEDED_FILES} this run needs; raise it (ulimit -n) or pass fewer --sockets.`,
      );
      process.exit(1);
    }
    // Children inherit the limit: raise the soft limit to the hard one in a shell and start over.
    log(`raising the open-file limit from ${soft} to ${hard}`);
    const again = spawn('/bin/sh', ['-c', `ulimit -n ${hard} && exec "$0" "$@"`, process.execPath, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_CHAT_RAISED: '1' },
    });
    for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => again.kill(s));
    again.on('exit', (code) => process.exit(code ?? 1));
    await new Promise(() => {});
  }
}

// ---------------------------------------------------------------------------------------
// Every process this run starts, stopped by PID on any way out.
const processes = childProcesses(log, { graceMs: 8000 });
const track = (child, label) => processes.track(child, label);
const stopAll = () => processes.stopAll();

// ---------------------------------------------------------------------------------------
function logTimeline(name, rate, results, others) {
  const slices = [];
  for (const r of results) {
    r.lat.forEach((ms, i) => {
      const k = Math.floor(r.latAt[i] / 500);
      (slices[k] ??= []).push(ms);
    });
  }
  const rows = slices.map((s, k) => {
    const sorted = (s ?? []).sort((a, b) => a - b);
    const other = others[k] ? ` others=${others[k].ms} ms${others[k].top ? ` (${others[k].top})` : ''}` : '';
    return `${(k / 2).toFixed(1)}s n=${sorted.length} p50=${r2(percentile(sorted, 50))} p99=${r2(percentile(sorted, 99))} max=${r2(sorted.at(-1))}${other}`;
  });
  log(`${name} at ${rate}/s, per half second of the window:\n  ${rows.join('\n  ')}`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const r2 = (n) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : null);
const r3 = (n) => (Number.isFinite(n) ? Math.round(n * 1000) / 1000 : null);
function rssKb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m[1]);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const waitHttp = (url, child, label) => waitForHttp(url, child, label, { timeoutMs: 90_000, everyMs: 500 });

function startApp(label, script, port) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: dbUrl(ADMIN_URL, DATABASE),
    REDIS_URL,
    // Sending a message sends no mail; the address only has to be valid.
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    MAIL_FROM: 'Amoretto <no-reply@amoretto.local>',
    PUBLIC_URL,
    MAIL_LINK_HOST: 'public',
    LOG_LEVEL,
    MEDIA_DIR: '/tmp/amoretto-chatbench-media',
  };
  // BENCH_CHAT_NODE_ARGS: extra node flags for backend and gateway (e.g. --prof) when profiling.
  const extra = process.env.BENCH_CHAT_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // Their logs go to stderr: stdout carries only the result line.
  const child = spawn(process.execPath, [...extra, join(root, script)], { cwd: root, env, stdio: ['ignore', 2, 2] });
  log(`${label} pid ${child.pid} on port ${port}`);
  return track(child, label);
}

async function startRelay() {
  const relay = track(fork(join(here, 'relay.mjs'), [String(PORTS.relay)], { stdio: ['ignore', 2, 2, 'ipc'] }), 'relay');
  log(`relay pid ${relay.pid} on port ${PORTS.relay}`);
  await waitHttp(`http://127.0.0.1:${PORTS.relay}/socket.io/?EIO=4&transport=polling`, relay, 'relay');
  return relay;
}

/** Stops one child this run started, by its PID, and waits for it to be gone. */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.expectedExit = true;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await gone;
}

// ---------------------------------------------------------------------------------------
const startWorker = (i) => processes.forkLoadProcess(join(here, 'client.mjs'), `load process ${i}`);
const onAll = (workers, cmd, payload) => Promise.all(workers.map((w) => w.call(cmd, payload)));

async function postgresPids() {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return (await c.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [DATABASE])).rows.map(
      (r) => r.pid,
    );
  } finally {
    await c.end();
  }
}
async function redisPid() {
  const r = new Redis(REDIS_URL);
  try {
    return Number(/process_id:(\d+)/.exec(await r.info('server'))[1]);
  } finally {
    await r.quit();
  }
}

/**
 * One path: connect the N sockets (idle memory of the server measured around it), send at
 * RATE for WARMUP_S + DURATION_S, CPU of every process read at the window's edges.
 */
async function measure(name, { mode, rate, urls, serverPids, socketServerPids, workers, extraPids, fresh }) {
  const rss = () => socketServerPids.reduce((sum, pid) => sum + rssKb(pid), 0);
  await sleep(1000);
  const rssBefore = rss();
  const conn = await Promise.all(
    workers.map((w, i) =>
      w.call('connect', { url: urls[i % urls.length], mode, concurrency: 50, cookieName: COOKIE_NAME, origin: ORIGIN }),
    ),
  );
  const connected = conn.reduce((s, c) => s + c.connected, 0);
  const failed = conn.reduce((s, c) => s + c.failed, 0);
  log(
    `${name}: ${connected} sockets connected in ${Math.max(...conn.map((c) => c.ms))} ms${failed ? `, ${failed} failed (${conn.find((c) => c.firstError)?.firstError})` : ''}`,
  );
  if (connected !== SOCKETS) throw new Error(`${name}: only ${connected} of ${SOCKETS} sockets connected`);
  await sleep(3000); // idle: let the handshakes' garbage settle
  const rssAfter = rss();

  const ratePerWorker = rate / workers.length;
  if (TIMELINE) log(`${name} at ${rate}/s: the window starts at ${new Date(Date.now() + WARMUP_S * 1000).toISOString().slice(11, 23)}`);
  const drive = onAll(workers, 'drive', {
    mode,
    rate: ratePerWorker,
    warmupS: WARMUP_S,
    durationS: DURATION_S,
    drainS: DRAIN_S,
    backendUrl: `http://127.0.0.1:${PORTS.backend}`,
    cookieName: COOKIE_NAME,
    origin: ORIGIN,
    maxSockets: HTTP_SOCKETS_PER_WORKER,
  });
  await sleep(WARMUP_S * 1000);
  const pgPids = mode !== 'relay' ? await postgresPids() : [];
  const watched = {
    server: serverPids,
    postgres: pgPids,
    redis: extraPids.redis ? [extraPids.redis] : [],
    load: workers.map((w) => w.pid),
  };
  const snap = () => Object.fromEntries(Object.entries(watched).map(([k, pids]) => [k, pids.map(cpuMs)]));
  const cpu0 = snap();
  const load0 = os.loadavg()[0];
  const ownPids = () => new Set([process.pid, ...Object.values(watched).flat()]);
  const others0 = otherProcesses(ownPids());
  // With --timeline, what other processes used in each half second, logged beside the latency.
  const otherSlices = [];
  let lastOthers = others0;
  const slicer = TIMELINE
    ? setInterval(() => {
        const now = otherProcesses(ownPids());
        otherSlices.push(otherDelta(lastOthers, now));
        lastOthers = now;
      }, 500)
    : null;
  await sleep(DURATION_S * 1000);
  if (slicer) clearInterval(slicer);
  // Pool connections opened during the window (an idle one closes after 10 s and a new one
  // takes its place) count with all their CPU: they began inside it.
  const pgLate = mode !== 'relay' ? (await postgresPids()).filter((pid) => !pgPids.includes(pid)) : [];
  watched.postgres = [...pgPids, ...pgLate];
  cpu0.postgres.push(...pgLate.map(() => 0));
  const cpu1 = snap();
  const others = otherDelta(others0, otherProcesses(ownPids()));
  const results = await drive;
  await onAll(workers, 'close');

  const delta = (k) => cpu1[k].reduce((s, v, i) => s + (Number.isFinite(v) && Number.isFinite(cpu0[k][i]) ? v - cpu0[k][i] : 0), 0);
  const perServer = serverPids.map((pid, i) => cpu1.server[i] - cpu0.server[i]);
  if (TIMELINE) logTimeline(name, rate, results, otherSlices);
  const lat = results.flatMap((r) => r.lat).sort((a, b) => a - b);
  const httpLat = results.flatMap((r) => r.httpLat).sort((a, b) => a - b);
  const sum = (k) => results.reduce((s, r) => s + r[k], 0);
  const sent = sum('sentWindow');
  const delivered = sum('deliveredWindow');
  const served = sum('servedWindow');
  const httpStatus = {};
  for (const r of results) for (const [k, v] of Object.entries(r.httpStatus)) httpStatus[k] = (httpStatus[k] ?? 0) + v;
  // Per message the path actually carried in the window: sent messages it never got to
  // would flatter a saturated path.
  // Three decimals: the relay's figure is below 0.1 ms, where two would be a 6 % step.
  const perMsg = (ms) => (served > 0 ? r3(ms / served) : null);
  return {
    path: name,
    sockets: connected,
    targetRate: rate,
    sentRate: Math.round(sent / DURATION_S),
    servedRate: Math.round(served / DURATION_S),
    deliveredRate: Math.round(delivered / DURATION_S),
    sent,
    delivered,
    served,
    undelivered: sum('undelivered'),
    latencyMs: { p50: r2(percentile(lat, 50)), p90: r2(percentile(lat, 90)), p99: r2(percentile(lat, 99)), max: r2(lat.at(-1)) },
    ...(mode !== 'relay'
      ? {
          httpMs: { p50: r2(percentile(httpLat, 50)), p99: r2(percentile(httpLat, 99)) },
          httpStatus,
          httpErrors: sum('httpErrors'),
          httpAbandoned: sum('httpAbandoned'),
          firstHttpError: results.find((r) => r.firstHttpError)?.firstHttpError ?? null,
        }
      : {}),
    cpuMsPerMessage: {
      server: perMsg(delta('server')),
      ...(mode !== 'relay'
        ? {
            backend: serverPids.length > socketServerPids.length ? perMsg(perServer[0]) : null,
            gateway: perMsg(perServer.slice(serverPids.length - socketServerPids.length).reduce((a, b) => a + b, 0)),
            postgres: perMsg(delta('postgres')),
            redis: perMsg(delta('redis')),
          }
        : {}),
      loadGenerator: perMsg(delta('load')),
    },
    cpuCoresBusy: {
      server: r2(delta('server') / (DURATION_S * 1000)),
      ...(mode !== 'relay'
        ? { postgres: r2(delta('postgres') / (DURATION_S * 1000)), redis: r2(delta('redis') / (DURATION_S * 1000)) }
        : {}),
      loadGenerator: r2(delta('load') / (DURATION_S * 1000)),
    },
    // Unrounded, for the CPU ratio.
    serverCpuMsPerMessage: served > 0 ? delta('server') / served : null,
    postgresConnections: watched.postgres.length,
    // Only on a fresh server: after a run its heap has grown and GC makes the difference noise.
    idleMemoryKbPerSocket: fresh ? r2((rssAfter - rssBefore) / connected) : null,
    serverRssMb: { before: Math.round(rssBefore / 1024), after: Math.round(rssAfter / 1024) },
    loadGeneratorMaxLagMs: r2(Math.max(...results.map((r) => r.maxLagMs))),
    socketsLost: sum('lostSockets'),
    loadAverage1mAtStart: r2(load0),
    // Everything else on the machine in the window: the path shares two cores with it.
    otherProcesses: { cpuCoresBusy: r2(others.ms / (DURATION_S * 1000)), top: others.top },
  };
}

// ---------------------------------------------------------------------------------------
async function main() {
  const loadBefore = os.loadavg().map(r2);
  log(
    `load average ${loadBefore.join(' ')}; ${SOCKETS} sockets, ${RATES.join(' and ')} msg/s, ${DURATION_S} s after ${WARMUP_S} s warm-up, ${WORKERS} load processes`,
  );
  const members = await prepare({ adminUrl: ADMIN_URL, database: DATABASE, redisUrl: REDIS_URL, members: SOCKETS, log });

  // Socket sends never touch the backend, so it runs only for --send=http: idle, it would only
  // add its own start-up garbage collections (V8 compacts a freshly started, idle process's
  // heap some 40 s after start, 0.6 s of CPU that landed in the full path's window).
  const backend = SEND === 'http' ? startApp('backend', 'backend/dist/main.js', PORTS.backend) : null;
  const gatewayPorts = Array.from({ length: GATEWAYS }, (_, i) => (i === 0 ? PORTS.gateway : PORTS.gateway + 1 + i));
  const gateways = gatewayPorts.map((port, i) => startApp(GATEWAYS > 1 ? `gateway ${i + 1}` : 'gateway', 'gateway/dist/main.js', port));
  await Promise.all([
    backend && waitHttp(`http://127.0.0.1:${PORTS.backend}/health`, backend, 'backend'),
    ...gateways.map((g, i) => waitHttp(`http://127.0.0.1:${gatewayPorts[i]}/health`, g, 'gateway')),
  ]);

  const workers = Array.from({ length: WORKERS }, (_, i) => startWorker(i));
  // Both members of a pair go to the same load process: send and delivery on one clock.
  const shares = workers.map(() => []);
  for (let i = 0; i < members.length; i += 2) shares[(i / 2) % WORKERS].push(members[i], members[i + 1]);
  await Promise.all(workers.map((w, i) => w.call('members', { members: shares[i] })));

  const redis = await redisPid();
  const runs = [];
  for (const rate of RATES) {
    // A relay of its own for each measurement, stopped before the full path runs: an idle
    // relay freeing 5,000 closed sockets collects garbage on the same two cores and stalled
    // the full path's messages for 100 ms and more at a time.
    const relay = await startRelay();
    const bare = await measure('bare relay', {
      mode: 'relay',
      rate,
      urls: [`ws://127.0.0.1:${PORTS.relay}`],
      serverPids: [relay.pid],
      socketServerPids: [relay.pid],
      workers,
      extraPids: {},
      fresh: true,
    });
    await stopChild(relay);
    log(`bare relay at ${rate}/s: ${JSON.stringify(bare)}`);
    const full = await measure('full path', {
      mode: SEND === 'http' ? 'full-http' : 'full',
      rate,
      urls: gatewayPorts.map((port) => `ws://127.0.0.1:${port}`),
      serverPids: [...(backend ? [backend.pid] : []), ...gateways.map((g) => g.pid)],
      socketServerPids: gateways.map((g) => g.pid),
      workers,
      extraPids: { redis },
      fresh: runs.length === 0,
    });
    log(`full path at ${rate}/s: ${JSON.stringify(full)}`);
    runs.push({
      rate,
      full,
      bare,
      cpuRatio:
        full.serverCpuMsPerMessage && bare.serverCpuMsPerMessage ? r2(full.serverCpuMsPerMessage / bare.serverCpuMsPerMessage) : null,
    });
  }
  const loadAfter = os.loadavg().map(r2);

  const { full, cpuRatio: ratio } = runs[0];
  const rateMet = (r) => r.deliveredRate >= 0.99 * r.targetRate && r.undelivered === 0;
  const goals = {
    p99: full.latencyMs.p99 !== null && full.latencyMs.p99 <= GOALS.p99Ms,
    rate: rateMet(full),
    cpuRatio: ratio !== null && ratio <= GOALS.cpuRatio,
  };
  const summary = {
    bench: 'chat',
    argv: process.argv.slice(2).filter((a) => a !== '--no-doc'),
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', memGiB: Math.round(os.totalmem() / 2 ** 30) },
    loadAverage: { before: loadBefore, after: loadAfter },
    options: {
      sockets: SOCKETS,
      rates: RATES,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      workers: WORKERS,
      gateways: GATEWAYS,
      logLevel: LOG_LEVEL,
      send: SEND,
    },
    runs,
    cpuRatio: ratio,
    goals,
    allGoalsMet: Object.values(goals).every(Boolean),
  };
  console.log(JSON.stringify(summary));
  if (WRITE_DOC) writeDoc(summary);
  processes.stopping = true;
  await Promise.all(workers.map((w) => w.call('exit').catch(() => undefined)));
}

// ---------------------------------------------------------------------------------------
const START = '<!-- bench:chat generated: rewritten by npm run bench:chat -->';
const END = '<!-- /bench:chat generated -->';
const HEADING = '## Realtime chat: send → deliver over member sockets';

function writeDoc(s) {
  const { full: f } = s.runs[0];
  const yes = (ok) => (ok ? 'yes' : '**no**');
  const row = (r, full) =>
    `| ${r.path} | ${r.sockets.toLocaleString('en')} | ${r.targetRate.toLocaleString('en')} | ${r.sentRate.toLocaleString('en')} / ${r.servedRate.toLocaleString('en')} | ${r.undelivered.toLocaleString('en')} of ${r.sent.toLocaleString('en')} | ${r.latencyMs.p50 === null ? 'none delivered' : `${r.latencyMs.p50} / ${r.latencyMs.p90} / ${r.latencyMs.p99} / ${r.latencyMs.max}`} | ${full ? (r.httpMs.p50 === null ? '–' : `${r.httpMs.p50} / ${r.httpMs.p99}`) : '–'} | ${r.cpuMsPerMessage.server}${full ? ` (${r.cpuMsPerMessage.backend === null ? '' : `backend ${r.cpuMsPerMessage.backend}, `}gateway ${r.cpuMsPerMessage.gateway})` : ''} | ${full ? r.cpuMsPerMessage.postgres : '–'} | ${full ? r.cpuMsPerMessage.redis : '–'} | ${r.cpuMsPerMessage.loadGenerator} | ${r.idleMemoryKbPerSocket ?? '–'} |`;
  const missed = Object.entries(s.goals)
    .filter(([, ok]) => !ok)
    .map(([k]) => k);
  const block = `${START}
Run: \`npm run bench:chat\` (builds backend and gateway, recreates the \`amoretto_chatbench\` database, Redis db 13, ports ${PORTS.backend}–${PORTS.relay}).
Options: \`--sockets=5000\`, \`--rate=2000\` (messages per second; a list such as \`2000,250\` measures each, goals at the first), \`--duration=20\`, \`--warmup=3\`, \`--drain=10\`, \`--workers=2\` (load processes), \`--gateways=1\`, \`--log-level=warn\`, \`--send=socket|http\`, \`--timeline\` (latency per half second, logged), \`--no-doc\`. See bench/README.md for what is measured.

Last run: \`npm run bench:chat${s.argv.length ? ` -- ${s.argv.join(' ')}` : ''}\` at ${s.at.slice(0, 16).replace('T', ' ')} UTC on ${s.machine.cpus} × ${s.machine.model}, ${s.machine.memGiB} GiB;
Postgres, Redis, ${s.options.send === 'http' ? 'backend, ' : ''}gateway, relay and the load processes on the same machine, shared with other work
(1-minute load average ${s.loadAverage.before[0]} before, ${s.loadAverage.after[0]} after).
${s.options.sockets.toLocaleString('en')} sockets; at ${s.options.rates.map((r) => r.toLocaleString('en')).join(' and ')} messages/s, each for ${s.options.durationS} s after ${s.options.warmupS} s of warm-up, server log level ${s.options.logLevel}; bare relay first, then the full path;
full-path messages sent ${s.options.send === 'http' ? 'as `POST /api/chats/messages` (the fallback path)' : "as `message.send` over the member's socket (what the site does while connected)"}.

Goals, checked at ${RATE.toLocaleString('en')} msg/s: full path p99 ≤ ${GOALS.p99Ms} ms with every message delivered; full path server CPU per message ≤ ${GOALS.cpuRatio}× the bare relay's.
p99: ${yes(s.goals.p99)}; rate: ${yes(s.goals.rate)}; CPU ratio ${s.cpuRatio}×: ${yes(s.goals.cpuRatio)}. All goals met: **${s.allGoalsMet ? 'yes' : 'no'}**${missed.length ? ` (missed: ${missed.join(', ')})` : ''}.

Latency is send → deliver at the receiving member's socket, in ms (p50 / p90 / p99 / max), for the messages sent inside the window;
"sent / served" are per second over the window (served: deliveries that arrived inside it, whenever sent: what the path kept up with); "undelivered": sent inside the window and not arrived ${DRAIN_S} s after it.
"Answer" is the send's own answer time (the socket ack, or the HTTP response with \`--send=http\`). CPU is user + system time from /proc over the window per message served in it:
"server" is the gateway${s.options.send === 'http' ? ' + the backend' : ' (socket sends do not touch the backend, which is not started)'} for the full path and the relay process for the bare one; Postgres is the database connections of ${s.options.send === 'http' ? 'backend and gateway' : 'the gateway'} (${f.postgresConnections} processes), Redis the whole redis-server (other work on it included).
Idle memory is the growth of the socket server's RSS (gateway, relay) from connecting the N sockets, per socket, measured on a fresh server (the gateway at the first rate; each rate has a relay of its own, stopped before the full path runs).

| Path | Sockets | Target msg/s | Sent / served msg/s | Undelivered | Latency p50 / p90 / p99 / max | Answer p50 / p99 | Server CPU ms/msg | Postgres CPU ms/msg | Redis CPU ms/msg | Load generator CPU ms/msg | Idle KB/socket |
|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|
${s.runs.flatMap((run) => [row(run.full, true), row(run.bare, false)]).join('\n')}

${s.runs
  .map(
    ({ rate, full: rf, bare: rb, cpuRatio }) =>
      `At ${rate.toLocaleString('en')} msg/s: CPU ratio full / bare ${cpuRatio ?? '–'}×; cores busy in the window: ${s.options.send === 'http' ? 'backend + gateway' : 'gateway'} ${rf.cpuCoresBusy.server}, Postgres ${rf.cpuCoresBusy.postgres}, Redis ${rf.cpuCoresBusy.redis}, load generator ${rf.cpuCoresBusy.loadGenerator} (bare: relay ${rb.cpuCoresBusy.server}, load generator ${rb.cpuCoresBusy.loadGenerator}); other processes on the machine ${rf.otherProcesses.cpuCoresBusy}${rf.otherProcesses.top ? ` (CPU ms: ${rf.otherProcesses.top})` : ''} (bare: ${rb.otherProcesses.cpuCoresBusy}); ` +
      `answers ${
        Object.entries(rf.httpStatus)
          .map(([k, v]) => `${k} × ${v}`)
          .join(', ') || 'none'
      }, sends unanswered at the end: ${rf.httpAbandoned}; sockets dropped: full ${rf.socketsLost}, bare ${rb.socketsLost}; largest load-generator timer lag: full ${rf.loadGeneratorMaxLagMs} ms, bare ${rb.loadGeneratorMaxLagMs} ms.`,
  )
  .join('\n')}
${END}`;
  const path = join(root, 'docs/benchmarks.md');
  let doc = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  if (doc.includes(START) && doc.includes(END)) {
    doc = doc.slice(0, doc.indexOf(START)) + block + doc.slice(doc.indexOf(END) + END.length);
  } else {
    // First run: the chat section goes at the end, after the search section's findings
    // (bench:search rewrites only what comes before its own "## Findings").
    doc = `${doc.trimEnd()}\n\n${HEADING}\n\n${block}\n\n### Chat findings\n\n(Written by hand after the run above; the generated block is rewritten by every run, this section stays.)\n`;
  }
  writeFileSync(path, doc);
  log('wrote the chat section of docs/benchmarks.md');
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  // Database pools and Redis clients opened for preparing and measuring would keep the process alive.
  .finally(() => stopAll().then(() => process.exit(process.exitCode ?? 0)));
