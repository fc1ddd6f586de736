import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShardedAdapter } from '@socket.io/redis-adapter';
import type { Cluster } from 'ioredis';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { createRedisCluster, createShardedSubscriber, ShardedEmitter } from '@amoretto/shared/node';
import { ClusterSetup, redisCommand, until } from '@amoretto/shared/testing';

// On a Redis Cluster the gateways share rooms through Socket.IO's sharded adapter (sharded
// pub/sub, Redis ≥ 7: a room's events on a channel of its own, spread over the primaries), and
// the backend and workers reach their sockets through the ShardedEmitter. Two Socket.IO servers
// and an emitter on a three-primary cluster this test starts.

type Events = { notice: (payload: { text: string }) => void };

interface Gateway {
  io: Server;
  http: HttpServer;
  clients: Cluster[];
  url: string;
  /** SSUBSCRIBE and SUNSUBSCRIBE replies its subscriber lost. */
  failures: Error[];
}

async function startGateway(clusterUrl: string): Promise<Gateway> {
  const pub = createRedisCluster(clusterUrl);
  const failures: Error[] = [];
  const sub = createShardedSubscriber(clusterUrl, (error) => failures.push(error));
  const http = createServer();
  const server = new Server(http, { adapter: createShardedAdapter(pub, sub) });
  // A member's sockets are in the room user:<id> (as the gateway puts them).
  server.on('connection', (socket) => void socket.join(`user:${String(socket.handshake.auth.userId)}`));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  return { io: server, http, clients: [pub, sub], url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, failures };
}

async function connect(gateway: Gateway, userId: number): Promise<Socket> {
  const socket = io(gateway.url, { auth: { userId }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const nextNotice = (socket: Socket) => new Promise<{ text: string }>((resolve) => socket.once('notice', resolve));

describe('Socket.IO on a Redis Cluster (sharded adapter and emitter)', () => {
  let cluster: ClusterSetup;
  let gateways: Gateway[] = [];
  let publisher: Cluster;
  let emitter: ShardedEmitter<Events>;
  const sockets: Socket[] = [];

  /** How many subscribers a sharded channel has on the cluster (summed over the primaries). */
  const subscribers = async (channel: string) => {
    const counts = await Promise.all(cluster.ports.map((port) => redisCommand(port, 'PUBSUB', 'SHARDNUMSUB', channel)));
    return counts.reduce<number>((sum, reply) => sum + Number((reply as [string, number])[1]), 0);
  };

  beforeAll(async () => {
    cluster = await ClusterSetup.start();
    gateways = [await startGateway(cluster.url()), await startGateway(cluster.url())];
    publisher = createRedisCluster(cluster.url());
    emitter = new ShardedEmitter<Events>(publisher);
  }, 60_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    for (const gateway of gateways) {
      await gateway.io.close();
      gateway.clients.forEach((client) => client.disconnect());
    }
    publisher?.disconnect();
    await cluster?.stop();
  });

  it('delivers an emitter’s event to a member’s sockets on every gateway, and to no one else', async () => {
    const [a, b] = gateways as [Gateway, Gateway];
    const onA = await connect(a, 7);
    const onB = await connect(b, 7);
    const other = await connect(b, 8);
    sockets.push(onA, onB, other);
    // Each gateway subscribes to the room's own channel when its first socket joins it.
    await until(async () => (await subscribers('socket.io#/#user:7#')) === 2, 'both gateways subscribed to user:7');

    let otherGot = 0;
    other.on('notice', () => (otherGot += 1));
    const received = Promise.all([nextNotice(onA), nextNotice(onB)]);
    await emitter.to('user:7').emit('notice', { text: 'hallo' });
    expect(await received).toEqual([{ text: 'hallo' }, { text: 'hallo' }]);

    // A later event for user 8 arrives after it, on the same connection: user 7's did not reach it.
    await until(async () => (await subscribers('socket.io#/#user:8#')) === 1, 'the second gateway subscribed to user:8');
    const forOther = nextNotice(other);
    await emitter.to('user:8').emit('notice', { text: 'for 8' });
    expect(await forOther).toEqual({ text: 'for 8' });
    expect(otherGot).toBe(1);
  });

  it('carries a gateway’s own broadcast to a room’s sockets on the other gateway', async () => {
    const [a, b] = gateways as [Gateway, Gateway];
    const onB = await connect(b, 9);
    sockets.push(onB);
    await until(async () => (await subscribers('socket.io#/#user:9#')) === 1, 'the second gateway subscribed to user:9');
    const received = nextNotice(onB);
    a.io.to('user:9').emit('notice', { text: 'across' });
    expect(await received).toEqual({ text: 'across' });
  });

  it('closes a room’s sockets on whichever gateway holds them', async () => {
    const [a, b] = gateways as [Gateway, Gateway];
    const onA = await connect(a, 10);
    const onB = await connect(b, 10);
    sockets.push(onA, onB);
    const closed = [onA, onB].map((socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)));
    await emitter.in('user:10').disconnectSockets(true);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  // Last: it takes a primary down.
  it('keeps a room’s subscription through its primary’s crash: the lost SSUBSCRIBE is reported, and sent again once the primary is back', async () => {
    const [a] = gateways as [Gateway];
    const channel = 'socket.io#/#user:12#';
    const primary = await cluster.primaryFor(channel);
    // Frozen, the primary holds the SSUBSCRIBE the join sends; killed, it closes the connection under it.
    await cluster.pause(primary);
    const onA = await connect(a, 12);
    sockets.push(onA);
    await cluster.kill(primary);
    // ioredis retries a command whose connection closed, then gives up with the last error.
    await until(async () => a.failures.some((error) => error.message.includes('Connection is closed.')), 'the lost SSUBSCRIBE reported');

    await cluster.restart(primary);
    await until(async () => (await subscribers(channel)) === 1, 'the gateway subscribed to user:12 again');
    const received = nextNotice(onA);
    await emitter.to('user:12').emit('notice', { text: 'after the restart' });
    expect(await received).toEqual({ text: 'after the restart' });
  }, 60_000);
});
