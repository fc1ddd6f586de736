import { Queue, QueueEvents, Worker, type ConnectionOptions } from 'bullmq';
import { createRedisCluster, queuePrefixFor, redisConnectionOptions } from '@amoretto/shared/node';
import { ClusterSetup, SentinelSetup } from '@amoretto/shared/testing';

// BullMQ's queues on Redis as production runs it: through Sentinel with the options the
// workers build from REDIS_URL, and on a Redis Cluster with the queue prefix as a hash tag
// (every key of a queue in one slot, as BullMQ's scripts need).

async function roundTrip(connection: ConnectionOptions, prefix: string): Promise<unknown> {
  const queue = new Queue('probe', { connection, prefix });
  // From the stream's start, not from its end when the first read leaves: "ready" is the connection,
  // not that read, and on a cluster (a slot lookup first) the job had finished before it and its
  // completion was never heard. The queue is new, so the stream holds this job's events only.
  const events = new QueueEvents('probe', { connection, prefix, lastEventId: '0-0' });
  const worker = new Worker('probe', async (job) => ({ doubled: (job.data as { n: number }).n * 2 }), { connection, prefix });
  try {
    await Promise.all([events.waitUntilReady(), worker.waitUntilReady()]);
    const job = await queue.add('double', { n: 21 });
    return await job.waitUntilFinished(events, 20_000);
  } finally {
    await worker.close();
    await events.close();
    await queue.close();
  }
}

describe('BullMQ through Sentinel', () => {
  let setup: SentinelSetup;

  beforeAll(async () => {
    setup = await SentinelSetup.start();
  }, 60_000);
  afterAll(() => setup?.stop());

  it('runs a job on the primary the Sentinel names', async () => {
    const connection = redisConnectionOptions(setup.url(3), { maxRetriesPerRequest: null });
    expect(await roundTrip(connection, queuePrefixFor(setup.url(3), 'h'))).toEqual({ doubled: 42 });
  });
});

describe('BullMQ on a Redis Cluster', () => {
  let setup: ClusterSetup;

  beforeAll(async () => {
    setup = await ClusterSetup.start();
  }, 60_000);
  afterAll(() => setup?.stop());

  it('runs a job with the queue prefix as a hash tag', async () => {
    const cluster = createRedisCluster(setup.url(), { maxRetriesPerRequest: null });
    try {
      const prefix = queuePrefixFor(setup.url(), 'amoretto');
      expect(prefix).toBe('{amoretto}');
      expect(await roundTrip(cluster, prefix)).toEqual({ doubled: 42 });
    } finally {
      cluster.disconnect();
    }
  });
});
