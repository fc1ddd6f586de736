// One load process of the chat benchmark (run.mjs forks several, driven over IPC). It
// holds its share of the member sockets on the raw engine.io v4 / Socket.IO v5 wire
// protocol over WebSocket, which is what socket.io-client speaks, minus the client-side
// bookkeeping: one `ws` per member. Both members of a pair live in the same process, so
// send and delivery are timed on one clock.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { numberAfter, openSocket } from '../lib/socket-io-wire.mjs';

/** @type {Array<{ id: number, token: string, partner: number }>} */
let members = [];
/** @type {Map<number, WebSocket>} */
const sockets = new Map();
/** What a delivery matches: key → { t0, inWindow } */
const pending = new Map();
/** @type {null | ((key: string) => void)} */
let onDelivered = null;
let unexpected = 0;

async function connectOne(url, member, { mode, cookieName, origin }) {
  const query = mode === 'relay' ? `&uid=${member.id}` : '';
  const headers = mode !== 'relay' ? { cookie: `${cookieName}=${encodeURIComponent(member.token)}`, origin } : {};
  const ws = await openSocket(url, {
    headers,
    query,
    onEvent: (s) => handleEvent(member, s),
    onAck: handleAck,
    onClose: (closed) => {
      if (sockets.get(member.id) === closed) {
        sockets.delete(member.id);
        if (!closing) lostSockets++;
      }
    },
  });
  sockets.set(member.id, ws);
}
let closing = false;
let lostSockets = 0;

function handleEvent(member, s) {
  // Full path: message.created reaches both members of the pair (and counters.changed too);
  // only the receiver's copy of a message the partner sent is a delivery.
  if (s.startsWith('42["message.created"')) {
    // Two fields read in place: parsing every frame whole would make the load processes the
    // busiest on the machine, taking CPU from the server they measure.
    const sender = numberAfter(s, '"sender_id":');
    if (sender !== member.id) onDelivered?.(s.substr(s.indexOf('"client_id":"') + 13, 36));
    return;
  }
  if (s.startsWith('42["message"')) {
    const [, payload] = JSON.parse(s.slice(2));
    if (payload.to === member.id) onDelivered?.(payload.k);
    else unexpected++;
  }
}

/** Answers to socket sends, by ack id: the send's own response time and status. */
const acks = new Map();
let nextAckId = 0;
function handleAck(s) {
  const open = s.indexOf('[');
  const id = Number(s.slice(2, open));
  const done = acks.get(id);
  if (!done) return;
  acks.delete(id);
  const status = numberAfter(s, '"status":');
  // A refusal is rare and its body wanted whole; a success needs only its status.
  done(status === 201 ? { status } : JSON.parse(s.slice(open))[0]);
}

async function connectAll({ url, mode, concurrency, cookieName, origin }) {
  closing = false;
  lostSockets = 0;
  const t0 = performance.now();
  let next = 0;
  let failed = 0;
  let firstError = null;
  const lane = async () => {
    while (next < members.length) {
      const m = members[next++];
      try {
        await connectOne(url, m, { mode, cookieName, origin });
      } catch (e) {
        failed++;
        firstError ??= e.message;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { connected: sockets.size, failed, firstError, ms: Math.round(performance.now() - t0) };
}

async function closeAll() {
  closing = true;
  const all = [...sockets.values()];
  sockets.clear();
  await Promise.all(
    all.map(
      (ws) =>
        new Promise((resolve) => {
          ws.once('close', resolve);
          ws.close();
          setTimeout(() => {
            ws.terminate();
            resolve();
          }, 3000).unref();
        }),
    ),
  );
}

/**
 * Sends at a fixed rate (open loop: a slow server does not slow the schedule) for
 * warm-up + duration seconds, then waits up to drainS for what is still on its way.
 * Only messages sent inside the window count.
 */
async function drive({ mode, rate, warmupS, durationS, drainS, backendUrl, cookieName, origin, maxSockets }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const backend = new URL(backendUrl);
  const open = new Set();
  const lat = [];
  // When each latency's message was sent, in ms from the window's start (for --timeline).
  const latAt = [];
  const httpLat = [];
  const stats = {
    sentWindow: 0,
    deliveredWindow: 0,
    servedWindow: 0,
    sentTotal: 0,
    httpErrors: 0,
    httpStatus: {},
    firstHttpError: null,
    maxLagMs: 0,
    notConnected: 0,
  };
  // Every first member of a pair, then every second one: the two partners of a pair send
  // half a rotation apart, so two sends rarely wait on the same pair lock and conversation
  // row at once (in a real chat, partners seldom send in the same millisecond).
  const senders = [...members.filter((_, i) => i % 2 === 0), ...members.filter((_, i) => i % 2 === 1)].filter((m) =>
    sockets.has(m.partner),
  );
  let rr = 0;
  let seq = 0;
  const start = performance.now();
  const windowStart = start + warmupS * 1000;
  const windowEnd = windowStart + durationS * 1000;
  let scheduled = 0;
  let aborting = false;

  onDelivered = (key) => {
    const p = pending.get(key);
    if (!p) return;
    pending.delete(key);
    const now = performance.now();
    // Served: arrived inside the window, whenever it was sent (the throughput the path keeps up).
    if (now >= windowStart && now < windowEnd) stats.servedWindow++;
    if (p.inWindow) {
      lat.push(now - p.t0);
      latAt.push(p.t0 - windowStart);
      stats.deliveredWindow++;
    }
  };

  const answered = (key, t0, inWindow, status) => {
    if (inWindow) httpLat.push(performance.now() - t0);
    stats.httpStatus[status] = (stats.httpStatus[status] ?? 0) + 1;
    if (status !== 201) {
      stats.httpErrors++;
      pending.delete(key);
    }
  };

  // The socket send: `message.send` with an ack id; the ack is the answer.
  const sendSocket = (ws, m, key, t0, inWindow) => {
    const id = nextAckId++;
    acks.set(id, (answer) => {
      if (answer.status !== 201) stats.firstHttpError ??= JSON.stringify(answer.error ?? answer);
      answered(key, t0, inWindow, answer.status);
    });
    ws.send(
      `42${id}${JSON.stringify(['message.send', { profile_id: m.partner, client_id: key, body: `bench message ${key.slice(0, 8)}` }])}`,
    );
  };

  const sendFull = (m, key, t0, inWindow) => {
    const body = JSON.stringify({ profile_id: m.partner, client_id: key, body: `bench message ${key.slice(0, 8)}` });
    const req = http.request(
      {
        host: backend.hostname,
        port: backend.port,
        path: '/api/chats/messages',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: `${cookieName}=${encodeURIComponent(m.token)}`,
          origin,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => answered(key, t0, inWindow, res.statusCode));
      },
    );
    open.add(req);
    req.on('close', () => open.delete(req));
    req.on('error', (e) => {
      if (aborting) return;
      stats.httpErrors++;
      stats.firstHttpError ??= e.message;
      pending.delete(key);
    });
    req.end(body);
  };

  const sendOne = () => {
    const m = senders[rr++ % senders.length];
    const ws = sockets.get(m.id);
    if (!ws) {
      stats.notConnected++;
      return;
    }
    const t0 = performance.now();
    const inWindow = t0 >= windowStart && t0 < windowEnd;
    const key = mode === 'relay' ? `${process.pid}.${seq++}` : randomUUID();
    pending.set(key, { t0, inWindow });
    stats.sentTotal++;
    if (inWindow) stats.sentWindow++;
    if (mode === 'full') sendSocket(ws, m, key, t0, inWindow);
    else if (mode === 'full-http') sendFull(m, key, t0, inWindow);
    else ws.send(`42["send",{"to":${m.partner},"k":"${key}"}]`);
  };

  await new Promise((resolve) => {
    let lastTick = start;
    const timer = setInterval(() => {
      const now = performance.now();
      stats.maxLagMs = Math.max(stats.maxLagMs, now - lastTick);
      lastTick = now;
      const until = Math.min(now, windowEnd);
      const due = Math.floor(((until - start) * rate) / 1000) - scheduled;
      for (let i = 0; i < due; i++) sendOne();
      scheduled += Math.max(0, due);
      if (now >= windowEnd) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  const drainUntil = performance.now() + drainS * 1000;
  // Until every message of the window arrived and every send has its answer (or time is up).
  const waiting = () => open.size > 0 || acks.size > 0 || [...pending.values()].some((p) => p.inWindow);
  while (performance.now() < drainUntil && waiting()) await new Promise((r) => setTimeout(r, 50));
  const undelivered = [...pending.values()].filter((p) => p.inWindow).length;
  pending.clear();
  onDelivered = null;
  // Whatever the server has not answered by now is abandoned (counted as undelivered above).
  aborting = true;
  stats.httpAbandoned = open.size + acks.size;
  acks.clear();
  for (const req of open) req.destroy();
  agent.destroy();
  return { ...stats, undelivered, lat, latAt, httpLat, lostSockets, unexpected };
}

process.on('message', async (msg) => {
  try {
    let result;
    if (msg.cmd === 'members') {
      members = msg.members;
      result = { n: members.length };
    } else if (msg.cmd === 'connect') result = await connectAll(msg);
    else if (msg.cmd === 'drive') result = await drive(msg);
    else if (msg.cmd === 'close') result = await closeAll();
    else if (msg.cmd === 'exit') process.exit(0);
    process.send({ id: msg.id, ok: true, result });
  } catch (e) {
    process.send({ id: msg.id, ok: false, error: e.stack ?? String(e) });
  }
});
process.on('disconnect', () => process.exit(0));
