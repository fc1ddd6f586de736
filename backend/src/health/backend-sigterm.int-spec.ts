// Rollout test: a backend process is told to stop (SIGTERM, as Kubernetes does) while members send
// messages and poll through the site's nginx, which sends the requests to two backends and follows
// their readiness the way the cluster's proxies follow the Service's endpoints. The stopping backend
// fails /health at once and keeps serving for SHUTDOWN_DELAY_MS, then closes its port, finishes the
// request still in flight, closes its pools and exits 0. No request fails; every message is stored
// once.
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { Redis } from 'ioredis';
import { CLIENT_HEADER, AUTH_COOKIE } from '@amoretto/shared';
import { createDataSource, sessionCacheKey, sessionTokenHash } from '@amoretto/shared/db';
import {
  exitWithin,
  getOnce,
  killAppProcess,
  memberRequestOnce,
  pollUntil,
  SiteNginx,
  startAppProcess,
  type AppProcess,
} from '@amoretto/shared/testing';

const HOST = 'amoretto.nl';
const SENDERS = 4;
const DELAY_MS = 4_000;

interface Answer {
  what: string;
  status: number;
}

/** One request on a connection of its own (a member's browser, not a pool): status 0 when nothing answered. */
async function call(base: string, method: 'GET' | 'POST', path: string, cookie: string, body?: unknown): Promise<number> {
  return (await memberRequestOnce(`${base}${path}`, { method, host: HOST, cookie, body })).status;
}

describe('backend across a rollout (SIGTERM under traffic)', () => {
  const db = createDataSource(process.env.DATABASE_URL!);
  let redis: Redis;
  const backends: AppProcess[] = [];
  let nginx: SiteNginx | undefined;

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL!);
    await db.initialize();
  });

  afterAll(async () => {
    await nginx?.close();
    await Promise.all(backends.map(killAppProcess));
    await redis.quit();
    await db.destroy();
  });

  /** A paying member with credits and a session in the cache; returns the id and the Cookie header. */
  const member = async (): Promise<{ id: number; cookie: string }> => {
    const [row] = (await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, paid_user, language, site_id, country, gender, sexuality)
       VALUES ($1, 'x', 'Rollout', '1990-01-01', 'active', true, 'nl', (SELECT id FROM sites WHERE domain = $2), 'NL', 'male', 'hetero')
       RETURNING id`,
      [`rollout.${randomBytes(6).toString('hex')}@example.com`, HOST],
    )) as Array<{ id: number }>;
    const id = row!.id;
    await db.transaction(async (manager) => {
      await manager.query(`INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, 100000, 'test_grant', $2)`, [
        id,
        `test-grant:${randomUUID()}`,
      ]);
      await manager.query(`UPDATE users SET credits = credits + 100000 WHERE id = $1`, [id]);
    });
    const token = randomBytes(32).toString('base64url');
    await redis.set(sessionCacheKey(sessionTokenHash(token)), String(id), 'EX', 600);
    return { id, cookie: `${AUTH_COOKIE}=${token}` };
  };

  it('serves every request, stores every message once, finishes the request in flight and exits 0', async () => {
    const env = { SHUTDOWN_DELAY_MS: String(DELAY_MS), SEND_RATE_LIMIT: '1000000' };
    const [old, other] = await Promise.all([startAppProcess('backend', env), startAppProcess('backend', env)]);
    backends.push(old!, other!);
    nginx = await SiteNginx.start({ backend: [old!.port, other!.port], gateway: [old!.port] });
    const site = nginx.url;

    const senders = await Promise.all(Array.from({ length: SENDERS }, member));
    const recipients = await Promise.all(Array.from({ length: SENDERS }, member));
    const answers: Answer[] = [];
    const sent: string[] = [];
    let stop = false;
    // Each sender writes to one recipient without pause, and every third round polls as a tab does.
    const loops = senders.map(async (sender, i) => {
      for (let round = 0; !stop; round++) {
        const clientId = randomUUID();
        const status = await call(site, 'POST', '/api/chats/messages', sender.cookie, {
          profile_id: recipients[i]!.id,
          client_id: clientId,
          body: `rollout ${round}`,
        });
        answers.push({ what: `send ${clientId}`, status });
        sent.push(clientId);
        if (round % 3 === 0)
          answers.push({ what: 'GET chats.php', status: await call(site, 'GET', '/api/chats.php', recipients[i]!.cookie) });
      }
    });
    await pollUntil('traffic on both backends', () => sent.length >= 20);

    // A send whose body is still arriving when the backend closes its port: it must still be answered.
    const slowId = randomUUID();
    const slowBody = Buffer.from(JSON.stringify({ profile_id: recipients[0]!.id, client_id: slowId, body: 'in flight' }));
    const slow = request(`${old!.url}/api/chats/messages`, {
      method: 'POST',
      agent: false,
      headers: {
        Host: HOST,
        Cookie: senders[0]!.cookie,
        [CLIENT_HEADER]: '1',
        'Content-Type': 'application/json',
        'Content-Length': String(slowBody.length),
      },
    });
    const slowStatus = new Promise<number>((done) => {
      slow.on('response', (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      });
      slow.on('error', () => done(0));
    });
    slow.write(slowBody.subarray(0, 10));
    slow.flushHeaders();

    const sentBefore = sent.length;
    old!.child.kill('SIGTERM');
    // Out of rotation at once: /health fails, and the answer closes its connection.
    await pollUntil('the stopping backend to fail /health', async () => (await getOnce(`${old!.url}/health`))?.status === 503);
    const health = await getOnce(`${old!.url}/health`);
    expect([health?.status, health?.headers.connection]).toEqual([503, 'close']);
    // The proxy follows readiness (the endpoints controller's part in a cluster).
    await nginx.reload({ backend: [other!.port], gateway: [other!.port] });
    // The port closes only after the delay; the send in flight then completes.
    await pollUntil(
      'the stopping backend to close its port',
      async () => (await getOnce(`${old!.url}/health`)) === null,
      DELAY_MS + 30_000,
    );
    slow.end(slowBody.subarray(10));
    expect(await slowStatus).toBe(201);
    // Within its grace period (terminationGracePeriodSeconds 30, deploy/k8s/base/backend.yaml).
    expect(await exitWithin(old!, 30_000)).toEqual({ code: 0, signal: null });

    await pollUntil('traffic on the other backend', () => sent.length >= sentBefore + 20);
    stop = true;
    await Promise.all(loops);

    expect(answers.filter((a) => a.status < 200 || a.status > 299)).toEqual([]);
    const stored = (await db.query(
      `SELECT client_id::text AS client_id, count(*)::int AS n FROM messages WHERE sender_id = ANY($1) GROUP BY client_id`,
      [senders.map((s) => s.id)],
    )) as Array<{ client_id: string; n: number }>;
    expect(stored.filter((row) => row.n !== 1)).toEqual([]);
    expect(new Set(stored.map((row) => row.client_id))).toEqual(new Set([...sent, slowId]));
  }, 180_000);
});
