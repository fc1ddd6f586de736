// One load process of the rollout benchmark (run.mjs forks one or two, driven over IPC). Each
// member here behaves as the site's chat client does with its conversation open
// (frontend/src/realtime/realtime-provider.tsx, chats/use-conversation.ts, chats/socket-send.ts):
// - a closed transport reconnects by itself after socket.io-client's backoff (1 s doubling to
//   5 s, ±50 % jitter), through the balancer, i.e. to a gateway of the current rotation;
// - a transport turned away (a draining gateway the balancer still sends to answers the upgrade
//   with 400) is retried with the same backoff; a refused Socket.IO connect (`44`: the session could not be read) is
//   tried again after the site's own wait (frontend/src/realtime/reconnect-rules.ts, loaded from
//   the source by Node's type stripping); with `--refused=final` it is final, as socket.io-client
//   alone leaves it (the site before that rule): the member stays offline;
// - after every reconnect it catches up by seq (`GET /api/chats/:id/messages?after_seq=`, page by
//   page) and refetches its chats list; a live message past a gap triggers a catch-up too;
// - text goes over the socket with a 10 s ack timeout; a socket that is down, closes before the
//   answer or does not answer sends the same client id over HTTP (`POST /api/chats/messages`),
//   repeated after 1, 2, 4, 8, 15 s while the answer is 429/5xx.
// Both members of a pair live in this process, so what a sender had acknowledged and what its
// partner received are compared here.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { retryDelayMs, shouldRetry } from '../../frontend/src/api/retry-policy.ts';
import { refusedConnectRetryMs } from '../../frontend/src/realtime/reconnect-rules.ts';
import { openSocket } from '../lib/socket-io-wire.mjs';

const ACK_TIMEOUT_MS = 10_000;
const SEND_RETRY_WAITS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];
const PAGE = 100;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @typedef {{ id: number, token: string, partner: number, conversation: number, gateway: number,
 *   ws: any, connected: boolean, last: number, attempts: number, connects: number, stranded: boolean,
 *   outage: null | Outage, catchUp: { running: boolean, again: boolean }, acks: Map<number, (answer: any) => void> }} Member
 * @typedef {{ member: number, from: number, closedAt: number, backAt?: number, to?: number, tries: number,
 *   refused?: string, caughtUpAt?: number }} Outage
 */

/** @type {Member[]} */
let members = [];
/** @type {Map<number, Member>} */
const byId = new Map();
let gateways = [];
/** The gateways the balancer sends new connections to (run.mjs updates it, with the balancer's lag). */
let rotation = [];
let backend = { host: '127.0.0.1', port: 0 };
let cookieName = '';
let origin = '';
let refetchList = true;
let refusedRetry = true;
let agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let stopping = false;
let nextAckId = 0;

/** Every reconnect: which gateway the socket was on, when it closed, when it was back. */
const outages = [];
/** client_id → what the sender was told (acknowledged sends only). */
const acked = new Map();
/** client_id → seq, for the partner's messages the receiver holds (live or caught up). */
const received = new Map();
const stats = {
  sendsStarted: 0,
  sendsFailed: 0,
  firstSendError: null,
  viaSocket: 0,
  viaHttp: 0,
  httpRetries: 0,
  apiRetries: 0,
  liveReceived: 0,
  caughtUpReceived: 0,
  duplicateEvents: 0,
  shownTwice: 0,
  gaps: 0,
  catchUps: 0,
  catchUpErrors: 0,
  firstCatchUpError: null,
  listRefetches: 0,
  serverDisconnects: 0,
  strandedRefusals: {},
  maxTimerLagMs: 0,
};

// --------------------------------------------------------------------------------------------
// HTTP to the backend, as the site's apiFetch does it (frontend/src/api/api-client.ts): session
// cookie and site origin, no timeout of its own (a browser waits minutes; 120 s here bounds the
// run), and network failures and 502/503/504 tried again after its retry policy's waits.
function apiOnce(member, method, path, payload) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: backend.host,
        port: backend.port,
        path: `/api${path}`,
        method,
        agent,
        headers: {
          cookie: `${cookieName}=${encodeURIComponent(member.token)}`,
          origin,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString());
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: json });
        });
      },
    );
    req.setTimeout(120_000, () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: 0, body: { error: e.message } }));
    req.end(payload);
  });
}

async function api(member, method, path, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  for (let attempt = 0; ; attempt++) {
    const answer = await apiOnce(member, method, path, payload);
    if (answer.status >= 200 && answer.status < 300) return answer;
    if (!shouldRetry(answer.status === 0 ? 'network' : answer.status, attempt)) return answer;
    stats.apiRetries++;
    await sleep(retryDelayMs(attempt));
  }
}

// --------------------------------------------------------------------------------------------
// Holding messages by seq (conversation-rules.ts placeLiveMessage): the member holds seqs 1..last.
function place(m, message, via) {
  if (message.seq <= m.last) {
    if (via === 'live') stats.duplicateEvents++;
    return;
  }
  if (message.seq > m.last + 1) {
    // A gap: something in between was missed; the catch-up fetches it and this one.
    stats.gaps++;
    void catchUp(m);
    return;
  }
  m.last = message.seq;
  if (message.sender_id !== m.partner) return;
  const seen = received.get(message.client_id);
  if (seen !== undefined && seen !== message.seq) stats.shownTwice++; // one send stored twice
  received.set(message.client_id, message.seq);
  if (via === 'live') stats.liveReceived++;
  else stats.caughtUpReceived++;
}

/** Fetches everything after the last seq held, page by page; overlapping calls run once more. */
async function catchUp(m) {
  const state = m.catchUp;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  stats.catchUps++;
  try {
    do {
      state.again = false;
      let more = true;
      while (more) {
        const { status, body } = await api(m, 'GET', `/chats/${m.conversation}/messages?after_seq=${m.last}&limit=${PAGE}`);
        if (status !== 200) {
          stats.catchUpErrors++;
          stats.firstCatchUpError ??= `${status} ${JSON.stringify(body)}`;
          m.catchUpFailed = true;
          return; // the site shows the load failure; the next reconnect or gap tries again
        }
        for (const message of body.messages) place(m, message, 'catch-up');
        more = body.has_more && body.messages.length > 0;
      }
    } while (state.again);
    m.catchUpFailed = false;
    if (m.outage && m.outage.backAt && !m.outage.caughtUpAt) m.outage.caughtUpAt = now();
  } finally {
    state.running = false;
  }
}

// --------------------------------------------------------------------------------------------
// The socket and its reconnects.
/** socket.io-client's Backoff: 1 s × 2^attempt, ±50 % jitter, at most 5 s. */
function backoffMs(attempt) {
  let ms = 1000 * 2 ** attempt;
  const rand = Math.random();
  const deviation = Math.floor(rand * 0.5 * ms);
  ms = (Math.floor(rand * 10) & 1) === 0 ? ms - deviation : ms + deviation;
  return Math.min(ms, 5000) | 0;
}

function onEvent(m, frame) {
  if (!frame.startsWith('42["message.created"')) return;
  const [, payload] = JSON.parse(frame.slice(2));
  const message = payload.message;
  if (message.conversation.id !== m.conversation) return;
  place(m, message, 'live');
}

function onAck(m, frame) {
  const open = frame.indexOf('[');
  const id = Number(frame.slice(2, open));
  const done = m.acks.get(id);
  if (!done) return;
  m.acks.delete(id);
  done(JSON.parse(frame.slice(open))[0]);
}

async function connect(m, gateway) {
  const ws = await openSocket(gateways[gateway], {
    headers: { cookie: `${cookieName}=${encodeURIComponent(m.token)}`, origin },
    timeoutMs: 20_000,
    onEvent: (s) => onEvent(m, s),
    onAck: (s) => onAck(m, s),
    onDisconnect: () => {
      // The server ended the session ("io server disconnect"): socket.io-client does not reconnect.
      stats.serverDisconnects++;
      m.stranded = true;
    },
    onClose: (closed) => closedTransport(m, closed),
  });
  m.ws = ws;
  m.gateway = gateway;
  m.connected = true;
  m.connects++;
}

function closedTransport(m, ws) {
  if (m.ws !== ws) return;
  m.ws = null;
  m.connected = false;
  // socket.io-client answers pending acks with an error at once on disconnect.
  const pending = [...m.acks.values()];
  m.acks.clear();
  for (const done of pending) done(null);
  if (stopping || m.stranded) return;
  m.outage = { member: m.id, from: m.gateway, closedAt: now(), tries: 0 };
  outages.push(m.outage);
  m.attempts = 0; // the Manager resets its backoff on close
  scheduleReconnect(m);
}

function scheduleReconnect(m) {
  setTimeout(() => void reconnect(m), backoffMs(m.attempts++));
}

async function reconnect(m) {
  if (stopping) return;
  const outage = m.outage;
  outage.tries++;
  // The balancer: a random gateway of those it has in rotation now.
  const gateway = rotation[Math.floor(Math.random() * rotation.length)];
  try {
    await connect(m, gateway);
  } catch (e) {
    if (e.refused) {
      // socket.io-client's connect_error after a middleware refusal: no automatic retry; the
      // site's realtime provider opens the socket again after a wait when the refusal passes.
      outage.refused = e.refused;
      outage.refusals = (outage.refusals ?? 0) + 1;
      const wait = refusedRetry ? refusedConnectRetryMs(e.refused, m.refusals++) : null;
      if (wait === null) {
        m.stranded = true;
        stats.strandedRefusals[e.refused] = (stats.strandedRefusals[e.refused] ?? 0) + 1;
      } else setTimeout(() => void reconnect(m), wait);
      return;
    }
    outage.errors ??= {};
    const what = `${e.message} (gateway ${gateway + 1})`;
    outage.errors[what] = (outage.errors[what] ?? 0) + 1;
    scheduleReconnect(m);
    return;
  }
  outage.backAt = now();
  outage.to = gateway;
  m.attempts = 0;
  m.refusals = 0;
  // realtime-provider bumps connectionId: the open conversation catches up, the chats list is refetched.
  void catchUp(m);
  if (refetchList) {
    stats.listRefetches++;
    void api(m, 'GET', '/chats.php');
  }
}

// --------------------------------------------------------------------------------------------
// Sending, as socket-send.ts does.
function sendOverSocket(m, clientId, body) {
  return new Promise((resolve) => {
    const id = nextAckId++;
    const timer = setTimeout(() => {
      if (m.acks.delete(id)) resolve(null);
    }, ACK_TIMEOUT_MS);
    m.acks.set(id, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    m.ws.send(`42${id}${JSON.stringify(['message.send', { profile_id: m.partner, client_id: clientId, body }])}`);
  });
}

async function sendOnce(m, clientId, body) {
  if (m.connected) {
    const answer = await sendOverSocket(m, clientId, body);
    if (answer) {
      stats.viaSocket++;
      return answer.status === 200 || answer.status === 201
        ? { status: answer.status, message: answer.message }
        : { status: answer.status, error: answer };
    }
    // No usable answer: the same client id over HTTP settles it either way.
  }
  stats.viaHttp++;
  const { status, body: answer } = await api(m, 'POST', '/chats/messages', { profile_id: m.partner, client_id: clientId, body });
  return status === 200 || status === 201 ? { status, message: answer.message } : { status, error: answer };
}

async function sendMessage(m) {
  const clientId = randomUUID();
  const body = `rollout ${clientId.slice(0, 8)}`;
  stats.sendsStarted++;
  sendsInFlight++;
  try {
    await sendUntilAnswered(m, clientId, body);
  } finally {
    sendsInFlight--;
  }
}

let sendsInFlight = 0;

async function sendUntilAnswered(m, clientId, body) {
  for (let attempt = 0; ; attempt++) {
    const answer = await sendOnce(m, clientId, body);
    if (answer.message) {
      acked.set(clientId, { from: m.id, to: m.partner, seq: answer.message.seq, at: now() });
      place(m, answer.message, 'own');
      return;
    }
    const retryable = [429, 502, 503, 504].includes(answer.status);
    if (!retryable || attempt >= SEND_RETRY_WAITS_MS.length) {
      stats.sendsFailed++;
      stats.firstSendError ??= `${answer.status} ${JSON.stringify(answer.error)}`;
      return;
    }
    stats.httpRetries++;
    await sleep(SEND_RETRY_WAITS_MS[attempt]);
  }
}

/** Open loop at `rate` per second until `stop` is called: a slow server does not slow the schedule. */
let driver = null;
function startSending(rate) {
  // Every first member of a pair, then every second one: partners send half a rotation apart,
  // as in bench:chat (two sends of one conversation within milliseconds would make each side's
  // answer arrive before the other's event: a gap and a catch-up that real members rarely cause).
  const senders = [...members.filter((_, i) => i % 2 === 0), ...members.filter((_, i) => i % 2 === 1)];
  let rr = 0;
  let scheduled = 0;
  const start = performance.now();
  let lastTick = start;
  const timer = setInterval(() => {
    const t = performance.now();
    stats.maxTimerLagMs = Math.max(stats.maxTimerLagMs, t - lastTick);
    lastTick = t;
    const due = Math.floor(((t - start) * rate) / 1000) - scheduled;
    for (let i = 0; i < due; i++) {
      // A member offline (or stranded) still sends: over HTTP, as the site does.
      void sendMessage(senders[rr++ % senders.length]);
    }
    scheduled += Math.max(0, due);
  }, 5);
  driver = timer;
}

// --------------------------------------------------------------------------------------------
async function connectAll(concurrency) {
  let next = 0;
  let failed = 0;
  let firstError = null;
  const t0 = performance.now();
  const lane = async () => {
    while (next < members.length) {
      const m = members[next++];
      try {
        await connect(m, m.gateway);
      } catch (e) {
        failed++;
        firstError ??= e.message;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { connected: members.filter((m) => m.connected).length, failed, firstError, ms: Math.round(performance.now() - t0) };
}

/** Waits until every send has its answer, every acknowledged message reached its recipient and no catch-up runs, or `ms` passed. */
async function settle(ms) {
  const until = performance.now() + ms;
  const missing = () => [...acked.keys()].filter((k) => !received.has(k)).length;
  while (performance.now() < until && (sendsInFlight > 0 || missing() > 0 || members.some((m) => m.catchUp.running))) await sleep(200);
  return missing();
}

function report() {
  const missed = [];
  for (const [clientId, a] of acked) if (!received.has(clientId)) missed.push({ clientId, ...a });
  const byId2 = (id) => byId.get(id);
  const catchUpsRunning = members.filter((m) => m.catchUp.running).length;
  // Why each missed message is missing on the receiver's side: still being fetched, its last
  // catch-up failed (the site shows the conversation's load error and a reload button), the
  // receiver is offline, or none of these (lost without a trace: the case that must never happen).
  const missedWhy = { catchUpRunning: 0, catchUpFailed: 0, receiverOffline: 0, silent: 0 };
  for (const x of missed) {
    const r = byId.get(x.to);
    if (r.catchUp.running) missedWhy.catchUpRunning++;
    else if (r.catchUpFailed) missedWhy.catchUpFailed++;
    else if (!r.connected) missedWhy.receiverOffline++;
    else missedWhy.silent++;
  }
  return {
    catchUpsRunning,
    members: members.length,
    connected: members.filter((m) => m.connected).length,
    stranded: members.filter((m) => m.stranded).length,
    onGateway: members.reduce((acc, m) => ((acc[m.gateway] = (acc[m.gateway] ?? 0) + (m.connected ? 1 : 0)), acc), {}),
    acked: acked.size,
    received: received.size,
    missed: missed.length,
    missedWhy,
    // The silent ones first: they are what the run is for.
    silentSample: missed
      .filter((x) => {
        const r = byId.get(x.to);
        return !r.catchUp.running && !r.catchUpFailed && r.connected;
      })
      .slice(0, 5)
      .map((x) => {
        const r = byId.get(x.to);
        const outs = outages.filter((o) => o.member === r.id);
        return { ...x, receiverLast: r.last, receiverGateway: r.gateway + 1, receiverConnects: r.connects, receiverOutages: outs };
      }),
    missedSample: missed.slice(0, 5).map((x) => ({
      ...x,
      receiverLast: byId2(x.to)?.last,
      receiverConnected: byId2(x.to)?.connected,
      receiverCatchingUp: byId2(x.to)?.catchUp.running,
    })),
    outages,
    ...stats,
  };
}

process.on('message', async (msg) => {
  try {
    let result;
    if (msg.cmd === 'setup') {
      ({ gateways, rotation, backend, cookieName, origin, refetchList, refusedRetry } = msg);
      agent = new http.Agent({ keepAlive: true, maxSockets: msg.httpConnections ?? 64 });
      members = msg.members.map((x) => ({
        ...x,
        ws: null,
        connected: false,
        last: 0,
        attempts: 0,
        refusals: 0,
        connects: 0,
        stranded: false,
        catchUpFailed: false,
        outage: null,
        catchUp: { running: false, again: false },
        acks: new Map(),
      }));
      for (const m of members) byId.set(m.id, m);
      result = { n: members.length };
    } else if (msg.cmd === 'connect') result = await connectAll(msg.concurrency);
    else if (msg.cmd === 'rotation') {
      rotation = msg.rotation;
      result = { rotation };
    } else if (msg.cmd === 'send') {
      startSending(msg.rate);
      result = {};
    } else if (msg.cmd === 'stop-sending') {
      clearInterval(driver);
      result = {};
    } else if (msg.cmd === 'settle') result = { missing: await settle(msg.ms) };
    else if (msg.cmd === 'report') result = report();
    else if (msg.cmd === 'close') {
      stopping = true;
      for (const m of members) m.ws?.terminate();
      agent.destroy();
      result = {};
    } else if (msg.cmd === 'exit') process.exit(0);
    process.send({ id: msg.id, ok: true, result });
  } catch (e) {
    process.send({ id: msg.id, ok: false, error: e.stack ?? String(e) });
  }
});
process.on('disconnect', () => process.exit(0));
