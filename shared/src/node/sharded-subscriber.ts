import type { Cluster } from 'ioredis';
import { createRedisCluster } from './redis-connect';

// The adapter passes a channel, or an array of them to SUNSUBSCRIBE.
type Subscribe = (...channels: unknown[]) => Promise<unknown>;

/**
 * The subscriber a Socket.IO sharded adapter takes on a Redis Cluster (one SSUBSCRIBE
 * connection per primary). The adapter sends SSUBSCRIBE and SUNSUBSCRIBE without awaiting
 * them; one caught on a connection that closes (a primary restarting, a topology refresh) is
 * rejected, and ioredis subscribes its channels again on the next connection. The rejection
 * goes to `onFailure` instead of staying unhandled, which would end the process.
 */
export function createShardedSubscriber(url: string, onFailure: (error: Error) => void): Cluster {
  const cluster = createRedisCluster(url, {}, { shardedSubscribers: true });
  for (const name of ['ssubscribe', 'sunsubscribe'] as const) {
    const send = (cluster[name] as Subscribe).bind(cluster);
    const guarded: Subscribe = (...channels) => {
      const reply = send(...channels);
      reply.catch(onFailure);
      return reply;
    };
    Object.assign(cluster, { [name]: guarded });
  }
  return cluster;
}
