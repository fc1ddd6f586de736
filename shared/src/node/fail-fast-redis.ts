import type { Redis, RedisOptions } from 'ioredis';
import { createRedis } from './redis-connect';
import { logRedisErrors } from './redis-errors';

/**
 * Options of a Redis client that serves requests (session cache, throttles, caches): while
 * Redis is down a command fails at once instead of queueing until Redis returns (with
 * `maxRetriesPerRequest: null` a request waited as long as the outage lasted), and a command
 * on a connection that stopped answering fails after a second. BullMQ and Socket.IO adapter
 * connections keep their own settings.
 */
export const FAIL_FAST_REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 1_000,
  // Reconnect soon once Redis is back (ioredis' default grows to 2 s between tries).
  retryStrategy: (times) => Math.min(times * 100, 1_000),
};

/** How long boot waits for the first connection (a fail-fast client does not queue before it). */
const FIRST_CONNECT_WAIT_MS = 5_000;

/**
 * A fail-fast client, connected when boot goes on. Boot does not fail with Redis down: the
 * process then falls back (sessions from Postgres) or answers 503 until Redis is up.
 */
export async function connectFailFastRedis(
  url: string,
  name: string,
  log: { warn: (message: string) => void; log: (message: string) => void },
): Promise<Redis> {
  const client = createRedis(url, FAIL_FAST_REDIS_OPTIONS);
  logRedisErrors(client, name, log);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}

/**
 * Closes a client whether or not Redis is up: QUIT needs a connection (and on a queueing
 * client waits behind the queue), so after a short wait disconnect ends the reconnect loop.
 */
export async function closeRedis(client: Redis, waitMs = 1_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([
    client.quit().then(
      () => undefined,
      () => undefined,
    ),
    waited,
  ]);
  clearTimeout(timer);
  client.disconnect();
}
