// Rollout test: one of two gateway processes is told to stop (SIGTERM, as Kubernetes does) while
// members on it and members on the other write to each other without pause, through the site's
// nginx (which follows the gateways' readiness, as the cluster's proxies do). Its members' clients
// reconnect to the other gateway, send over HTTP what their socket left unanswered, and catch up
// by seq. Every send is answered once, stored once, and seen by both members; the gateway exits 0.
import { Redis } from 'ioredis';
import { createDataSource } from '@amoretto/shared/db';
import { exitWithin, getOnce, killAppProcess, pollUntil, SiteNginx, startAppProcess, type AppProcess } from '@amoretto/shared/testing';
import { createMember, createSession, grantCredits } from '../chats/socket-send-test-helpers';
import { RolloutMember } from './rollout-test-helpers';

const PAIRS = 4;
/** Sends each member makes before the stop, and again after it, at the least. */
const ROUNDS = 3;

describe('gateway across a rollout (SIGTERM under traffic)', () => {
  const db = createDataSource(process.env.DATABASE_URL!);
  let redis: Redis;
  const apps: AppProcess[] = [];
  const members: RolloutMember[] = [];
  let nginx: SiteNginx | undefined;

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL!);
    await db.initialize();
  });

  afterAll(async () => {
    for (const member of members) member.socket.disconnect();
    await nginx?.close();
    await Promise.all(apps.map(killAppProcess));
    await redis.quit();
    await db.destroy();
  });

  const sockets = async (gateway: AppProcess): Promise<number> => {
    const metrics = await getOnce(`${gateway.url}/metrics`);
    return Number(/^gateway_sockets_connected\{app="gateway"\} (\d+)$/m.exec(metrics?.body ?? '')?.[1] ?? -1);
  };

  const connect = async (site: string, count: number): Promise<RolloutMember[]> => {
    const group = await Promise.all(
      Array.from({ length: count }, async () => {
        const id = await createMember(db, { paid_user: true });
        await grantCredits(db, id, 100_000);
        const { cookie } = await createSession(redis, id);
        return new RolloutMember(id, cookie, site);
      }),
    );
    members.push(...group);
    await Promise.all(group.map((m) => m.connected()));
    return group;
  };

  it('answers every send once, stores it once, shows it to both members, and exits 0', async () => {
    const rate = { SEND_RATE_LIMIT: '1000000' };
    const [backend, stopping, staying] = await Promise.all([
      startAppProcess('backend', rate),
      startAppProcess('gateway', { ...rate, DRAIN_SPREAD_MS: '2000' }),
      startAppProcess('gateway', rate),
    ]);
    apps.push(backend!, stopping!, staying!);
    // Half the members on each gateway: the proxy knows one of them at a time while they connect.
    nginx = await SiteNginx.start({ backend: [backend!.port], gateway: [stopping!.port] });
    const onStopping = await connect(nginx.url, PAIRS);
    await nginx.reload({ backend: [backend!.port], gateway: [staying!.port] });
    const onStaying = await connect(nginx.url, PAIRS);
    await nginx.reload({ backend: [backend!.port], gateway: [stopping!.port, staying!.port] });
    expect([await sockets(stopping!), await sockets(staying!)]).toEqual([PAIRS, PAIRS]);

    // Each pair writes both ways, one message after the other, until told to stop.
    let stop = false;
    const partner = new Map<RolloutMember, RolloutMember>();
    onStopping.forEach((m, i) => {
      partner.set(m, onStaying[i]!);
      partner.set(onStaying[i]!, m);
    });
    const loops = members.map(async (member) => {
      for (let round = 0; !stop; round++) await member.send(partner.get(member)!.id, `${member.id} #${round}`);
    });
    const acked = () => members.map((m) => m.acks.size);
    await pollUntil('sends on both gateways', () => acked().every((n) => n >= ROUNDS));

    stopping!.child.kill('SIGTERM');
    const before = acked();
    await pollUntil('the stopping gateway to fail /health', async () => (await getOnce(`${stopping!.url}/health`))?.status === 503);
    // Its members are handed over: their clients reconnect through the proxy, which here is slower
    // than the drain to follow readiness, so about half the attempts still reach the stopping gateway:
    // refused, the clients try again until they reach the other one.
    await pollUntil('every member of the stopping gateway to reconnect', () =>
      onStopping.every((m) => m.connects >= 2 && m.socket.connected),
    );
    // Within its grace period (terminationGracePeriodSeconds 60, deploy/k8s/base/gateway.yaml).
    expect(await exitWithin(stopping!, 60_000)).toEqual({ code: 0, signal: null });
    await nginx.reload({ backend: [backend!.port], gateway: [staying!.port] });
    expect(await sockets(staying!)).toBe(2 * PAIRS);
    await pollUntil('sends after the stop', () => acked().every((n, i) => n >= before[i]! + ROUNDS));
    stop = true;
    await Promise.all(loops);
    // Whatever a live event did not bring, the site's periodic poll would.
    await Promise.all(members.map((m) => m.poll()));

    expect(members.flatMap((m) => m.failures)).toEqual([]);
    for (const member of members) {
      // Every send answered, each with one message.
      expect(member.sent.filter((clientId) => new Set(member.acks.get(clientId) ?? []).size !== 1)).toEqual([]);
      const stored = (await db.query(
        `SELECT client_id::text AS client_id, count(*)::int AS n, min(conversation_id)::int AS conversation_id
           FROM messages WHERE sender_id = $1 GROUP BY client_id`,
        [member.id],
      )) as Array<{ client_id: string; n: number; conversation_id: number }>;
      expect(stored.filter((row) => row.n !== 1)).toEqual([]);
      expect(new Set(stored.map((row) => row.client_id))).toEqual(new Set(member.sent));
      // Both members have every message of their conversation, gap-free by seq.
      const [{ last_seq: lastSeq }] = (await db.query(`SELECT max(seq)::int AS last_seq FROM messages WHERE conversation_id = $1`, [
        member.conversationId,
      ])) as [{ last_seq: number }];
      expect([member.contiguous(), member.seen.size]).toEqual([lastSeq, lastSeq]);
    }
  }, 240_000);
});
