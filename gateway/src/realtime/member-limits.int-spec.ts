import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import type { MessageSendAck } from '@amoretto/shared';
import { createDataSource } from '@amoretto/shared/db';
import {
  catalogError,
  createMember,
  createSession,
  grantCredits,
  ledgerOf,
  MemberSocket,
  messagesBetween,
  textPrice,
  TEST_PUBLIC_URL,
} from '../chats/socket-send-test-helpers';
import { loadGatewayConfig } from '../config/gateway-config';
import { createGateway } from '../gateway.factory';

// What one member may hold and do on a gateway: a capped number of sockets (the oldest goes
// when a new one comes) and a capped rate of socket sends, whatever their credits.
describe('per-member limits on the gateway', () => {
  const db = createDataSource(process.env.DATABASE_URL!);
  const sockets: MemberSocket[] = [];
  let app: NestFastifyApplication;
  let url: string;
  let redis: Redis;

  beforeAll(async () => {
    app = await createGateway(
      loadGatewayConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        PUBLIC_URL: TEST_PUBLIC_URL,
        SEND_RATE_LIMIT: '3',
        SEND_RATE_WINDOW_MS: '60000',
        MAX_SOCKETS_PER_MEMBER: '2',
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    redis = new Redis(process.env.REDIS_URL!);
    await db.initialize();
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.socket.disconnect();
    await redis.quit();
    await db.destroy();
    await app.close();
  });

  async function connect(userId: number): Promise<MemberSocket> {
    const { cookie } = await createSession(redis, userId);
    const s = new MemberSocket(url, { Cookie: cookie });
    sockets.push(s);
    await s.connected();
    return s;
  }

  it('closes the oldest socket when a member opens one more than the cap', async () => {
    const member = await createMember(db);
    const first = await connect(member);
    const firstGone = first.disconnected();
    const second = await connect(member);
    const third = await connect(member);
    expect(await firstGone).toBe('io server disconnect');
    expect([second.socket.connected, third.socket.connected]).toEqual([true, true]);
    // Another member is not affected.
    const other = await connect(await createMember(db));
    expect(other.socket.connected).toBe(true);
    expect(second.socket.connected).toBe(true);
  });

  it('stores the allowed sends when a member floods and refuses the rest with 429 and when to retry', async () => {
    const sender = await createMember(db, { paid_user: true });
    const her = await createMember(db);
    await grantCredits(db, sender, 20 * (await textPrice(db, sender)));
    const before = await ledgerOf(db, sender);
    const s = await connect(sender);
    const acks: MessageSendAck[] = await Promise.all(
      Array.from({ length: 8 }, (_, i) => s.send({ profile_id: her, client_id: randomUUID(), body: `flood ${i}` })),
    );
    const statuses = acks.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    for (const ack of acks.filter((a) => a.status === 429)) {
      if (!('error' in ack)) throw new Error('expected a refusal');
      expect(ack.error.code).toBe('too_many_requests');
      expect(ack.error.details?.seconds).toBeGreaterThan(0);
      expect(ack.error.message).toBe(catalogError('it', 'too_many_requests'));
    }
    expect(await messagesBetween(db, sender, her)).toHaveLength(3);
    expect((await ledgerOf(db, sender)).spends - before.spends).toBe(3);
  });
});
