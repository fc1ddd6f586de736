import type { Redis } from 'ioredis';
import type { Queryable } from './queryable';
import { sessionCacheKey } from './session-keys';

const LIVE_SESSION = `SELECT user_id, ceil(extract(epoch FROM expires_at - now()) * 1000)::bigint AS ttl_ms
  FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`;

/** The member id a session's cache key holds, or null when it holds none (then Postgres is asked). */
export function cachedMemberId(cached: string | null | undefined): number | null {
  return cached && /^\d+$/.test(cached) ? Number(cached) : null;
}

/**
 * The member of a live session, or null: the backend's guard and every gateway's handshake.
 * Redis caches sessions, Postgres holds them: a session missing from Redis (restarted
 * empty, data lost) is read from Postgres and cached again; while Redis cannot be reached
 * (its request clients fail fast) sessions are read from Postgres alone.
 */
export async function sessionMemberId(redis: Redis, db: Queryable, tokenHash: string): Promise<number | null> {
  const key = sessionCacheKey(tokenHash);
  const redisUp = await redis.get(key).then(
    (cached) => ({ cached }),
    () => null,
  );
  const cachedId = cachedMemberId(redisUp?.cached);
  if (cachedId !== null) return cachedId;
  const [row] = (await db.query(LIVE_SESSION, [tokenHash])) as Array<{ user_id: number; ttl_ms: string }>;
  if (!row) return null;
  if (redisUp) await redis.set(key, String(row.user_id), 'PX', Math.max(1, Number(row.ttl_ms))).catch(() => undefined);
  return Number(row.user_id);
}
