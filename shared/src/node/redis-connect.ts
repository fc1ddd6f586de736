import { Cluster, Redis, type ClusterOptions, type RedisOptions } from 'ioredis';
import { parseRedisUrl, type RedisEndpoint } from './redis-url';

// Every Redis connection of the apps is made here, from REDIS_URL: one server, a primary found
// through Sentinel (ioredis asks the Sentinels for the primary, again after each failover), or
// a Redis Cluster (createRedisCluster).

/**
 * ioredis options for a standalone or Sentinel REDIS_URL with a client's own settings: what
 * `new Redis(…)` and BullMQ's `connection` take (BullMQ reads `url` itself).
 */
export function redisConnectionOptions(url: string, options: RedisOptions = {}): RedisOptions & { url?: string } {
  const endpoint = parseRedisUrl(url);
  switch (endpoint.mode) {
    case 'standalone':
      return { ...options, url };
    case 'sentinel':
      return { ...options, ...sentinelOptions(endpoint) };
    case 'cluster':
      throw new Error(
        'REDIS_URL names a Redis Cluster: this connection needs one server or Sentinel (createRedisCluster is for a Cluster)',
      );
  }
}

function sentinelOptions(endpoint: Extract<RedisEndpoint, { mode: 'sentinel' }>): RedisOptions {
  const tls = endpoint.tls ? {} : undefined;
  return {
    sentinels: endpoint.sentinels,
    name: endpoint.name,
    db: endpoint.db,
    username: endpoint.username,
    password: endpoint.password,
    sentinelPassword: endpoint.sentinelPassword,
    // The Sentinels answer with addresses they were told; both legs speak TLS or neither.
    ...(tls ? { tls, enableTLSForSentinelMode: true, sentinelTLS: tls } : {}),
  };
}

/** A client of a standalone or Sentinel REDIS_URL. */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  const { url: plain, ...rest } = redisConnectionOptions(url, options);
  return plain === undefined ? new Redis(rest) : new Redis(plain, rest);
}

/**
 * A client of a Redis Cluster URL (redis+cluster://). `shardedSubscribers` gives each primary a
 * subscriber of its own for SSUBSCRIBE, which the Socket.IO sharded adapter needs.
 */
export function createRedisCluster(
  url: string,
  options: NonNullable<ClusterOptions['redisOptions']> = {},
  clusterOptions: Omit<ClusterOptions, 'redisOptions'> = {},
): Cluster {
  const endpoint = parseRedisUrl(url);
  if (endpoint.mode !== 'cluster') throw new Error('not a Redis Cluster URL (redis+cluster://host:port,host:port)');
  return new Cluster(endpoint.nodes, {
    ...clusterOptions,
    redisOptions: {
      ...options,
      username: endpoint.username,
      password: endpoint.password,
      ...(endpoint.tls ? { tls: {} } : {}),
    },
  });
}

/** Whether a REDIS_URL names a Redis Cluster. */
export const isRedisClusterUrl = (url: string): boolean => parseRedisUrl(url).mode === 'cluster';

/**
 * BullMQ's key prefix on this Redis: on a Cluster every key of a queue must hash to one slot,
 * so the prefix becomes a hash tag (`{amoretto}`); elsewhere it stays as it is.
 */
export function queuePrefixFor(url: string, prefix: string): string {
  return isRedisClusterUrl(url) && !/^\{.*\}$/.test(prefix) ? `{${prefix}}` : prefix;
}
