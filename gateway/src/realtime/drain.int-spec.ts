import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { createDataSource } from '@amoretto/shared/db';
import { createMember, createSession, MemberSocket, TEST_PUBLIC_URL } from '../chats/socket-send-test-helpers';
import { loadGatewayConfig } from '../config/gateway-config';
import { createGateway } from '../gateway.factory';

// A gateway told to stop (SIGTERM runs the same shutdown as app.close()): it leaves the load
// balancer's rotation, refuses new sockets and closes its own as lost transports, which the
// members' clients answer by reconnecting (to another gateway).
describe('gateway drain on shutdown', () => {
  const db = createDataSource(process.env.DATABASE_URL!);
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL!);
    await db.initialize();
  });

  afterAll(async () => {
    await redis.quit();
    await db.destroy();
  });

  it('fails its health check, refuses new sockets and closes every open one as a lost transport, then stops', async () => {
    const app: NestFastifyApplication = await createGateway(
      loadGatewayConfig({ ...process.env, LOG_LEVEL: 'silent', PUBLIC_URL: TEST_PUBLIC_URL, DRAIN_SPREAD_MS: '1500' }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const open = async () => {
      const { cookie } = await createSession(redis, await createMember(db));
      return new MemberSocket(url, { Cookie: cookie });
    };
    const members = await Promise.all(Array.from({ length: 6 }, open));
    await Promise.all(members.map((m) => m.connected()));
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const gone = members.map((m) => m.disconnected());

    const closing = app.close();
    // Draining from the first moment: out of rotation, and a newcomer is turned away.
    expect((await fetch(`${url}/health`)).status).toBe(503);
    // Refused as a transport, which a client retries with its reconnection backoff (reaching another
    // gateway), not as a namespace connect, after which it would give up.
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { Origin: TEST_PUBLIC_URL } });
    expect([handshake.status, await handshake.json()]).toEqual([403, { code: 4, message: 'service_unavailable' }]);
    const late = await open();
    await expect(late.connected()).rejects.toThrow('websocket error');
    late.socket.close();

    // Every member's connection is cut as a lost transport (their clients reconnect elsewhere),
    // not ended by the server (which a client would take as final).
    expect(await Promise.all(gone)).toEqual(members.map(() => 'transport close'));
    await closing;
  });
});
