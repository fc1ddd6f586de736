import type { Cluster, Redis } from 'ioredis';
import { ClusterSetup, redisCommand, SentinelSetup, until } from '../testing/redis-topologies';
import { createRedis, createRedisCluster } from './redis-connect';

// The shared factory against real servers this test starts: a primary found through
// Sentinel (and found again after a failover), and a three-primary Redis Cluster.

describe('createRedis through Sentinel', () => {
  let setup: SentinelSetup;
  let client: Redis;

  beforeAll(async () => {
    setup = await SentinelSetup.start();
    client = createRedis(setup.url(1), { maxRetriesPerRequest: null });
    // Reconnect errors while the Sentinel switches primaries are expected here.
    client.on('error', () => undefined);
  }, 60_000);

  afterAll(async () => {
    client?.disconnect();
    await setup?.stop();
  });

  it('writes to the primary the Sentinel names, in the URL’s database', async () => {
    await client.set('greeting', 'hallo');
    expect(await redisCommand(setup.primaryPort, 'SELECT', '1')).toBe('OK');
    const direct = createRedis(`redis://127.0.0.1:${setup.primaryPort}/1`);
    try {
      expect(await direct.get('greeting')).toBe('hallo');
    } finally {
      direct.disconnect();
    }
  });

  it('follows a failover to the promoted replica', async () => {
    const promoted = await setup.failover();
    expect(promoted).toBe(setup.replicaPort);
    // The Sentinel cuts the clients of the old primary; the client asks it again and writes to the new one.
    await until(
      async () => (await client.set('after-failover', 'yes')) === 'OK' && ((await client.call('ROLE')) as unknown[])[0] === 'master',
      'a write through the client after the failover',
    );
    const direct = createRedis(`redis://127.0.0.1:${promoted}/1`);
    try {
      expect(await direct.get('after-failover')).toBe('yes');
      expect(await direct.get('greeting')).toBe('hallo');
    } finally {
      direct.disconnect();
    }
  }, 60_000);
});

describe('createRedisCluster', () => {
  let setup: ClusterSetup;
  let cluster: Cluster;

  beforeAll(async () => {
    setup = await ClusterSetup.start();
    cluster = createRedisCluster(setup.url());
  }, 60_000);

  afterAll(async () => {
    cluster?.disconnect();
    await setup?.stop();
  });

  it('spreads keys over every primary and reads them back', async () => {
    const keys = Array.from({ length: 60 }, (_, i) => `member:${i}`);
    await Promise.all(keys.map((key, i) => cluster.set(key, String(i))));
    expect(await Promise.all(keys.map((key) => cluster.get(key)))).toEqual(keys.map((_, i) => String(i)));
    for (const port of setup.ports) expect(Number(await redisCommand(port, 'DBSIZE'))).toBeGreaterThan(0);
  });
});
