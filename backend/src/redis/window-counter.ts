import type { Redis } from 'ioredis';

/**
 * One more hit on `key` in a window that starts at the key's first hit, as one atomic step,
 * so parallel requests cannot slip past a limit: the hits so far and the window's remaining
 * milliseconds. The counter of every per-address, per-member and per-mailbox limit.
 */
export async function countInWindow(redis: Redis, key: string, windowMs: number): Promise<{ count: number; remainingMs: number }> {
  const results = (await redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec()) as [
    [Error | null, number],
    [Error | null, number],
    [Error | null, number],
  ];
  return { count: results[0][1], remainingMs: results[2][1] };
}
