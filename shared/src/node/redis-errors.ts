/** The part of an ioredis client (or any emitter of connection errors) the logger needs. */
export interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/** Least time between two logged connection errors of one client. */
export const REDIS_ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * Gives a Redis client an `error` listener that logs at a sane rate. Without a listener
 * ioredis prints "Unhandled error event" for every failed reconnect (several a second
 * during an outage). Logged: the first error, then at most one line per interval saying
 * how many were left out, and the recovery once the client is ready again.
 */
export function logRedisErrors(
  client: ErrorEmitter,
  name: string,
  log: { warn: (message: string) => void; log: (message: string) => void },
  { intervalMs = REDIS_ERROR_LOG_INTERVAL_MS, now = () => Date.now() }: { intervalMs?: number; now?: () => number } = {},
): void {
  let lastLogged = -Infinity;
  let leftOut = 0;
  let failing = false;
  client.on('error', (error: Error) => {
    failing = true;
    if (now() - lastLogged < intervalMs) {
      leftOut += 1;
      return;
    }
    const more = leftOut > 0 ? ` (${leftOut} more since the last report)` : '';
    log.warn(`Redis ${name}: ${error.message || error.name}${more}`);
    lastLogged = now();
    leftOut = 0;
  });
  client.on('ready', () => {
    if (!failing) return;
    failing = false;
    const more = leftOut > 0 ? ` after ${leftOut} more errors` : '';
    log.log(`Redis ${name}: connected again${more}`);
    lastLogged = -Infinity;
    leftOut = 0;
  });
}
