// Probe behind the chat benchmark's findings: what the send transaction costs in Postgres
// round trips alone. Runs, raw with pg on the database `npm run bench:chat` leaves behind,
// (a) the statements MessageSendService.commit runs for a text message, one round trip
// each (15 with BEGIN and COMMIT), and (b) the same reads and writes folded into 4 round
// trips (BEGIN, one locking read, one write statement, COMMIT). Not a product code path:
// (b) only shows what fewer round trips would save. Alternating 2 s slices at the
// backend's pool size (10 connections), so outside load falls on both alike.
// Usage: node bench/chat/sql-probe.mjs [--seconds=10] [--concurrency=10]
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 10);
const CONCURRENCY = arg('concurrency', 10);
const SLICE_S = 2;
const URL_ = process.env.BENCH_CHAT_DB ?? 'postgres://postgres@127.0.0.1:5432/amoretto_chatbench';
const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.seq, m.sender_id, m.client_id, m.kind, m.body, m.created_at`;

function cpuMs(pid) {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
}
const selfCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** As MessageSendService.commit for an existing conversation, one statement per round trip. */
async function service(c, s, r, clientId) {
  const [a, b] = s < r ? [s, r] : [r, s];
  await c.query('BEGIN');
  await c.query(`SELECT id, profile_status FROM users WHERE id = $1 AND status <> 'deleted'`, [r]);
  await c.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [a, b]);
  const sender = (
    await c.query(`SELECT id, status, paid_user, country, credits, site_id FROM users WHERE id = $1 AND status <> 'deleted' FOR UPDATE`, [
      s,
    ])
  ).rows[0];
  await c.query(
    `SELECT ${MESSAGE_COLUMNS}, CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END AS partner_id
       FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE m.sender_id = $1 AND m.client_id = $2`,
    [s, clientId],
  );
  await c.query(`SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`, [
    s,
    r,
  ]);
  await c.query(`SELECT status FROM users WHERE id = $1`, [r]);
  await c.query(`SELECT message_credits, photo_credits, gift_credits, minimum_message_costs, message_length FROM sites WHERE id = $1`, [
    sender.site_id,
  ]);
  const conv = (
    await c.query(`SELECT id, user_a_id, user_b_id FROM conversations WHERE user_a_id = $1 AND user_b_id = $2 FOR UPDATE`, [a, b])
  ).rows[0];
  await c.query(`UPDATE users SET credits = credits - $2 WHERE id = $1 AND credits >= $2 RETURNING credits`, [s, 10]);
  await c.query(`INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, $3, $4)`, [
    s,
    -10,
    'message',
    `message:${clientId}`,
  ]);
  const side = conv.user_a_id === r ? 'a' : 'b';
  const seq = (
    await c.query(
      `UPDATE conversations SET last_seq = last_seq + 1, last_message_at = now(), ${side}_unread = ${side}_unread + 1 WHERE id = $1 RETURNING last_seq`,
      [conv.id],
    )
  ).rows[0].last_seq;
  await c.query(
    `INSERT INTO messages AS m (conversation_id, seq, sender_id, client_id, kind, body, photo_filename, photo_thumb_filename, gift_id, cost)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${MESSAGE_COLUMNS}`,
    [conv.id, seq, s, clientId, 'text', 'probe message', null, null, null, 10],
  );
  await c.query(
    `SELECT coalesce(sum(CASE WHEN c.user_a_id = $1 THEN c.a_unread ELSE c.b_unread END), 0)::int AS total FROM conversations c WHERE c.user_a_id = $1 OR c.user_b_id = $1`,
    [r],
  );
  await c.query('COMMIT');
}

/** The same locks, checks and writes in 4 round trips. */
async function folded(c, s, r, clientId) {
  const [a, b] = s < r ? [s, r] : [r, s];
  await c.query('BEGIN');
  const row = (
    await c.query(
      `WITH l AS MATERIALIZED (SELECT pg_advisory_xact_lock($3::int, $4::int))
       SELECT s.id, s.status, s.paid_user, s.country, s.credits, s.site_id, r.status AS r_status, r.profile_status AS r_profile_status,
              EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)) AS blocked,
              (SELECT m.id FROM messages m WHERE m.sender_id = $1 AND m.client_id = $5) AS original,
              st.message_credits, st.minimum_message_costs, st.message_length, c.id AS conversation_id, c.user_a_id
         FROM l, users s JOIN sites st ON st.id = s.site_id, users r, conversations c
        WHERE s.id = $1 AND s.status <> 'deleted' AND r.id = $2 AND r.status <> 'deleted' AND c.user_a_id = $3 AND c.user_b_id = $4
          FOR UPDATE OF s, c`,
      [s, r, a, b, clientId],
    )
  ).rows[0];
  const side = row.user_a_id === r ? 'a' : 'b';
  await c.query(
    `WITH d AS (UPDATE users SET credits = credits - $3 WHERE id = $1 AND credits >= $3 RETURNING credits),
          e AS (INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) SELECT $1, -$3, 'message', $4 FROM d),
          b AS (UPDATE conversations SET last_seq = last_seq + 1, last_message_at = now(), ${side}_unread = ${side}_unread + 1
                 WHERE id = $2 AND EXISTS (SELECT 1 FROM d) RETURNING id, last_seq),
          m AS (INSERT INTO messages AS m (conversation_id, seq, sender_id, client_id, kind, body, cost)
                SELECT b.id, b.last_seq, $1, $5, 'text', $6, $3 FROM b RETURNING ${MESSAGE_COLUMNS})
     SELECT m.*, (SELECT credits FROM d) AS credits,
            (SELECT coalesce(sum(CASE WHEN c.user_a_id = $7 THEN c.a_unread ELSE c.b_unread END), 0)::int FROM conversations c
              WHERE c.user_a_id = $7 OR c.user_b_id = $7) AS unread_before
       FROM m`,
    [s, row.conversation_id, 10, `message:${clientId}`, clientId, 'probe message', r],
  );
  await c.query('COMMIT');
}

async function main() {
  const admin = new pg.Client({ connectionString: URL_ });
  await admin.connect();
  const pairs = (await admin.query(`SELECT user_a_id, user_b_id FROM conversations ORDER BY id`)).rows;
  if (pairs.length === 0) throw new Error('no conversations: run npm run bench:chat first');
  const clients = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    const c = new pg.Client({ connectionString: URL_ });
    await c.connect();
    c.pid = (await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    clients.push(c);
  }
  let next = 0;
  const slice = async (fn, seconds) => {
    const lat = [];
    const end = performance.now() + seconds * 1000;
    const pg0 = clients.map((c) => cpuMs(c.pid));
    const me0 = selfCpuMs();
    await Promise.all(
      clients.map(async (c) => {
        while (performance.now() < end) {
          const p = pairs[next++ % pairs.length];
          const [s, r] = next % 2 ? [p.user_a_id, p.user_b_id] : [p.user_b_id, p.user_a_id];
          const t0 = performance.now();
          await fn(c, s, r, randomUUID());
          lat.push(performance.now() - t0);
        }
      }),
    );
    return { lat, node: selfCpuMs() - me0, pg: clients.reduce((sum, c, i) => sum + cpuMs(c.pid) - pg0[i], 0) };
  };
  const total = { service: { lat: [], node: 0, pg: 0 }, folded: { lat: [], node: 0, pg: 0 } };
  await slice(service, 1);
  await slice(folded, 1);
  for (let done = 0; done < SECONDS; done += SLICE_S) {
    for (const [name, fn] of [
      ['service', service],
      ['folded', folded],
    ]) {
      const r = await slice(fn, SLICE_S);
      total[name].lat.push(...r.lat);
      total[name].node += r.node;
      total[name].pg += r.pg;
    }
  }
  const out = {};
  for (const [name, t] of Object.entries(total)) {
    t.lat.sort((x, y) => x - y);
    const n = t.lat.length;
    out[name] = {
      roundTrips: name === 'service' ? 15 : 4,
      txPerS: Math.round(n / SECONDS),
      txMs: { p50: Math.round(t.lat[Math.floor(n * 0.5)] * 100) / 100, p99: Math.round(t.lat[Math.floor(n * 0.99)] * 100) / 100 },
      nodeCpuMsPerTx: Math.round((t.node / n) * 1000) / 1000,
      postgresCpuMsPerTx: Math.round((t.pg / n) * 1000) / 1000,
    };
  }
  console.log(JSON.stringify({ concurrency: CONCURRENCY, seconds: SECONDS, loadAverage: (await import('node:os')).loadavg()[0], ...out }));
  for (const c of clients) await c.end();
  await admin.end();
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
