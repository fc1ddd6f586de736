// @ts-check
// bench/notify — how long a member away from the site waits for the push and the mail of a new
// message while chat runs at full rate and a campaign is being mailed; see bench/README.md.
import { execFileSync, spawn } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg } from '../lib/args.mjs';
import { withClient } from '../lib/pg-client.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { Redis } = require('ioredis');
const { SMTPServer } = require('smtp-server');
const { writePresence } = require('@amoretto/shared/node');

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'amoretto_notifybench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
// BENCH_NOTIFY_PORT: the first of three ports (push service, SMTP sink, workers' health).
const BASE_PORT = Number(process.env.BENCH_NOTIFY_PORT ?? 5701);
const PORTS = { push: BASE_PORT, smtp: BASE_PORT + 1, workers: BASE_PORT + 2 };

const RATE = arg('rate', 2000); // chat messages per second between members at the site
const PAIRS = arg('pairs', 2000);
const PROBES = arg('probes', 20); // messages per second to members away (each a first message: push + mail)
const DURATION = arg('duration', 20);
const WARMUP = arg('warmup', 3);
const DRAIN = arg('drain', 10);
const CAMPAIGN = arg('campaign', 20000); // members of another site a news campaign starts mailing at the window's start
const POOL = arg('pool', 32); // connections sending chat
const POLL = arg('poll', 0); // OUTBOX_POLL_MS for the workers; 0 = the product's default
// batch: as the gateway stores socket sends, one chat_send_many call per batch, batches at least
// BATCH_MS apart in one lane; single: one chat_send call per message over the pool (HTTP sends).
const SEND = arg('send', 'batch');
const BATCH_MS = arg('batch-ms', 4);

const log = (/** @type {string} */ m) => process.stderr.write(`[bench:notify] ${m}\n`);
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
const dbUrl = (/** @type {string} */ name) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();

/** @param {number[]} values @param {number} q */
function quantile(values, q) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
process.on('exit', () => children.forEach((c) => c.pid && !c.killed && c.kill('SIGKILL')));
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => process.exit(130));

async function prepare() {
  await withClient(ADMIN_URL, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  });
  execFileSync(process.execPath, [join(root, 'backend/dist/cli.js'), 'migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl(DATABASE) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const probeCount = PROBES * (WARMUP + DURATION + 1);
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  return withClient(dbUrl(DATABASE), async (db) => {
    const [{ id: site }, { id: campaignSite }] = (await db.query(`SELECT id FROM sites ORDER BY id LIMIT 2`)).rows;
    /** @param {string} prefix @param {number} n @param {boolean} paid @param {number} siteId */
    const members = async (prefix, n, paid, siteId = site) =>
      (
        await db.query(
          `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, paid_user, credits)
           SELECT $1 || g || '@notifybench.local', 'x', initcap($1) || ' ' || g, '1990-01-01', 'active', 'it', $2, 'IT', $3, $4
             FROM generate_series(1, $5) g ORDER BY g RETURNING id`,
          [prefix, siteId, paid, paid ? 100_000_000 : 0, n],
        )
      ).rows.map((/** @type {{ id: number }} */ r) => r.id);
    const chat = await members('chat', PAIRS * 2, true);
    const senders = await members('sender', 20, true);
    const away = await members('away', probeCount, false);
    // The campaign goes to another site's members, so none of its mails is taken for a notification.
    if (CAMPAIGN > 0) await members('campaign', CAMPAIGN, false, campaignSite);
    // Every member away has one browser subscribed at this run's push service.
    await db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
       SELECT id, $1 || id, $2, $3 FROM unnest($4::int[]) AS id`,
      [`https://127.0.0.1:${PORTS.push}/p/`, browser.getPublicKey('base64url'), randomBytes(16).toString('base64url'), away],
    );
    log(`database ${DATABASE}: ${chat.length} members chatting, ${senders.length} writing to ${away.length} members away`);
    return { chat, senders, away, campaignSite };
  });
}

/** Members chatting are at the site (a visible socket for the whole run): their messages notify nobody. */
async function markOnline(/** @type {number[]} */ ids) {
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  const pipeline = redis.pipeline();
  for (const id of ids) writePresence(pipeline, { userId: id, socketId: `bench-${id}`, visible: true }, Date.now(), { ttlMs: 3_600_000 });
  await pipeline.exec();
  await redis.quit();
}

/** A push service that takes every push (the workers trust its certificate through NODE_EXTRA_CA_CERTS). */
async function startPushService(/** @type {Map<number, number>} */ arrivals) {
  const dir = mkdtempSync(join(tmpdir(), 'notifybench-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
    const at = Date.now();
    req.resume();
    req.on('end', () => {
      const id = Number(/^\/p\/(\d+)$/.exec(req.url ?? '')?.[1]);
      if (id && !arrivals.has(id)) arrivals.set(id, at);
      res.writeHead(201).end();
    });
  });
  await new Promise((r) => server.listen(PORTS.push, '127.0.0.1', () => r(undefined)));
  return { server, certFile: join(dir, 'cert.pem'), dir };
}

/** An SMTP server that takes every mail and notes when its DATA ended: the moment it was handed over. */
async function startSmtpSink(/** @type {(to: string, at: number) => void} */ onMail) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No reverse DNS of the workers' address: without a resolver answering it waits on every connection.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) onMail(rcpt.address, Date.now());
        callback();
      });
    },
  });
  await new Promise((r) => server.listen(PORTS.smtp, '127.0.0.1', () => r(undefined)));
  return server;
}

async function startWorkers(/** @type {string} */ certFile) {
  const vapid = JSON.parse(readFileSync(join(root, '.data/vapid.json'), 'utf8'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORTS.workers),
    DATABASE_URL: dbUrl(DATABASE),
    REDIS_URL,
    QUEUE_PREFIX: 'notifybench',
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    MAIL_FROM: 'Amoretto <no-reply@amoretto.local>',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    MAIL_LINK_HOST: 'public',
    MAIL_TOKEN_SECRET: randomBytes(24).toString('hex'),
    SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:support@amoretto.local',
    NODE_EXTRA_CA_CERTS: certFile,
    LOG_LEVEL: 'warn',
    ...(POLL > 0 ? { OUTBOX_POLL_MS: String(POLL) } : {}),
  };
  const child = spawn(process.execPath, [join(root, 'workers/dist/main.js')], { cwd: root, env, stdio: ['ignore', 2, 2] });
  children.add(child);
  log(`workers pid ${child.pid}`);
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`workers exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${PORTS.workers}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await sleep(500);
  }
  throw new Error('workers did not answer /health');
}

/** An operator starts a news campaign to the other site: its first batch job, through the outbox as the backend queues it. */
async function startCampaign(/** @type {import('pg').Pool} */ pool, /** @type {number} */ siteId) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `INSERT INTO mail_campaigns (type, path, site_id, status, started_at) VALUES ('news', '/', $1, 'sending', now()) RETURNING id`,
      [siteId],
    );
    await client.query(`INSERT INTO outbox (job_name, payload) VALUES ('campaign.batch', $1)`, [
      { campaignId: rows[0].id, afterUserId: 0 },
    ]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

/**
 * The gateway's way of storing socket sends (docs/decisions.md, "The gateway batches socket
 * sends"): what arrived since the last batch, at most 100, goes in one chat_send_many call, one batch at a time, the next starting
 * at least BATCH_MS after the last. Each send resolves when its batch committed.
 */
function sendBatches(/** @type {import('pg').Pool} */ pool) {
  /** @type {Array<{ from: number, to: number, body: string, done: (ok: boolean) => void }>} */
  const pending = [];
  let stopped = false;
  const lane = (async () => {
    while (!stopped || pending.length > 0) {
      const started = Date.now();
      const batch = pending.splice(0, 100);
      if (batch.length > 0) {
        const ok = await pool
          .query(`SELECT result FROM chat_send_many($1::int[], $2::int[], $3::uuid[], $4::text[], 'message', 2) AS result`, [
            batch.map((s) => s.from),
            batch.map((s) => s.to),
            batch.map(() => randomUUID()),
            batch.map((s) => s.body),
          ])
          .then(
            () => true,
            (error) => (log(`batch of ${batch.length} failed: ${error.message}`), false),
          );
        for (const s of batch) s.done(ok);
      }
      await sleep(Math.max(1, BATCH_MS - (Date.now() - started)));
    }
  })();
  return {
    send: (/** @type {number} */ from, /** @type {number} */ to, /** @type {string} */ body) =>
      new Promise((resolve, reject) =>
        pending.push({ from, to, body, done: (ok) => (ok ? resolve(undefined) : reject(new Error('batch failed'))) }),
      ),
    /** Stores what is still waiting, then ends. */
    stop: () => {
      stopped = true;
      return lane;
    },
  };
}

/**
 * The probes' notify.message jobs as BullMQ recorded them: when the relay made each (its
 * timestamp), when a worker took it (processedOn); p50 / p99 of each stage.
 */
async function probeStages(/** @type {Map<number, number>} */ committedAt, /** @type {Map<number, number>} */ pushedAt) {
  const { Queue } = require('bullmq');
  const queue = new Queue('notify', { connection: { url: REDIS_URL }, prefix: 'notifybench' });
  const relay = [];
  const wait = [];
  const run = [];
  try {
    for (const job of await queue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed'])) {
      if (job?.name !== 'notify.message') continue;
      const committed = committedAt.get(job.data.recipientId);
      const pushed = pushedAt.get(job.data.recipientId);
      if (committed === undefined) continue;
      relay.push(job.timestamp - committed);
      if (job.processedOn) wait.push(job.processedOn - job.timestamp);
      if (job.processedOn && pushed !== undefined) run.push(pushed - job.processedOn);
    }
  } finally {
    await queue.close();
  }
  const q = (/** @type {number[]} */ v) => ({ p50: quantile(v, 0.5), p99: quantile(v, 0.99) });
  return { commit_to_job: q(relay), job_to_worker: q(wait), worker_to_push: q(run) };
}

async function main() {
  const { chat, senders, away, campaignSite } = await prepare();
  await markOnline(chat);
  /** @type {Map<number, number>} */
  const pushedAt = new Map();
  /** @type {Map<number, number>} */
  const mailedAt = new Map();
  const campaignMails = /** @type {number[]} */ ([]);
  const push = await startPushService(pushedAt);
  const smtp = await startSmtpSink((to, at) => {
    const id = /^away(\d+)@/.exec(to)?.[1];
    if (id) mailedAt.set(away[Number(id) - 1], at);
    else if (to.startsWith('campaign')) campaignMails.push(at);
  });
  const workers = await startWorkers(push.certFile);
  const pool = new pg.Pool({ connectionString: dbUrl(DATABASE), max: POOL + 4 });
  const sendOne = (/** @type {number} */ from, /** @type {number} */ to, /** @type {string} */ body) =>
    pool.query(`SELECT chat_send($1, $2, $3, 'text', $4, NULL, NULL, NULL, 'message', 2) AS r`, [from, to, randomUUID(), body]);
  const batcher = SEND === 'batch' ? sendBatches(pool) : null;
  const send = batcher ? batcher.send : sendOne;

  /** @type {Map<number, number>} commit time (the send's answer) of each probe, by recipient */
  const committedAt = new Map();
  const chatLatency = /** @type {number[]} */ ([]);
  let chatSent = 0;
  let chatFailed = 0;
  let inFlight = 0;
  let probeIndex = 0;
  const start = Date.now();
  const windowStart = start + WARMUP * 1000;
  const end = windowStart + DURATION * 1000;
  let campaignQueued = false;

  log(`sending ${RATE} msg/s between members at the site and ${PROBES} msg/s to members away, ${WARMUP} s warm-up + ${DURATION} s`);
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const now = Date.now();
      if (now >= end) {
        clearInterval(tick);
        resolve(undefined);
        return;
      }
      if (!campaignQueued && now >= windowStart && CAMPAIGN > 0) {
        campaignQueued = true;
        void startCampaign(pool, campaignSite).then(() => log(`campaign to ${CAMPAIGN} members started`));
      }
      // Open loop: what is due by now goes out, whether or not earlier sends have answered.
      const dueChat = Math.floor(((now - start) / 1000) * RATE) - chatSent;
      for (let i = 0; i < dueChat; i++) {
        const pair = chatSent % PAIRS;
        const from = chat[pair * 2 + (Math.floor(chatSent / PAIRS) % 2)];
        const to = chat[pair * 2 + 1 - (Math.floor(chatSent / PAIRS) % 2)];
        const sentAt = Date.now();
        const timed = sentAt >= windowStart;
        chatSent += 1;
        inFlight += 1;
        send(from, to, 'Ciao, come va?')
          .then(
            () => timed && chatLatency.push(Date.now() - sentAt),
            () => (chatFailed += 1),
          )
          .finally(() => (inFlight -= 1));
      }
      const dueProbes = Math.floor(((now - start) / 1000) * PROBES) - probeIndex;
      for (let i = 0; i < dueProbes && probeIndex < away.length; i++) {
        const to = away[probeIndex];
        const from = senders[probeIndex % senders.length];
        const timed = Date.now() >= windowStart;
        probeIndex += 1;
        send(from, to, 'Ciao! Ti va di scrivermi?').then(
          () => timed && committedAt.set(to, Date.now()),
          () => (chatFailed += 1),
        );
      }
    }, 2);
  });
  await batcher?.stop();
  const windowMs = Date.now() - windowStart;
  const campaignInWindow = campaignMails.filter((t) => t <= end).length;
  log(`window over; ${inFlight} sends still open, waiting ${DRAIN} s for pushes and mails`);
  await sleep(DRAIN * 1000);

  const pushLatency = [...committedAt].filter(([id]) => pushedAt.has(id)).map(([id, t]) => pushedAt.get(id) - t);
  const mailLatency = [...committedAt].filter(([id]) => mailedAt.has(id)).map(([id, t]) => mailedAt.get(id) - t);
  const stages = await probeStages(committedAt, pushedAt);
  const result = {
    bench: 'notify',
    chat: {
      rate: RATE,
      pairs: PAIRS,
      sent_per_s: Math.round((chatLatency.length / windowMs) * 1000),
      failed: chatFailed,
      commit_ms: { p50: quantile(chatLatency, 0.5), p99: quantile(chatLatency, 0.99) },
    },
    push: {
      probes: committedAt.size,
      delivered: pushLatency.length,
      commit_to_push_request_ms: { p50: quantile(pushLatency, 0.5), p99: quantile(pushLatency, 0.99) },
      // Where the wait goes: commit → job made by the relay → job started by a worker → push request.
      stages_ms: stages,
    },
    mail: {
      probes: committedAt.size,
      delivered: mailLatency.length,
      commit_to_smtp_ms: { p50: quantile(mailLatency, 0.5), p99: quantile(mailLatency, 0.99) },
    },
    campaign: { members: CAMPAIGN, sent_in_window: campaignInWindow, mails_per_s: Math.round((campaignInWindow / windowMs) * 1000) },
    outbox_poll_ms: POLL > 0 ? POLL : 'default',
    send: SEND === 'batch' ? `chat_send_many, batches >= ${BATCH_MS} ms apart` : 'chat_send per message',
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);

  await pool.end();
  workers.kill('SIGTERM');
  // The workers finish their running jobs first (a campaign batch too); the results are in already.
  const hard = setTimeout(() => workers.kill('SIGKILL'), 10_000);
  await new Promise((r) => (workers.exitCode !== null ? r(undefined) : workers.once('exit', r)));
  clearTimeout(hard);
  push.server.closeAllConnections();
  push.server.close();
  rmSync(push.dir, { recursive: true, force: true });
  await new Promise((r) => smtp.close(() => r(undefined)));
}

main().catch((error) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
  process.exit(1);
});
