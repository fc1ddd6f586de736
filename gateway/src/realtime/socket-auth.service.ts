import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { sessionCacheKey, sessionTokenFromCookie, sessionTokenHash } from '@amoretto/shared/db';
import { GATEWAY_DB, type GatewayDb } from './gateway-db.provider';
import { GATEWAY_REDIS } from './redis.provider';

// The session itself, when the Redis cache does not have it (the backend's own lookup).
const LIVE_SESSION = `SELECT user_id::text AS user_id, ceil(extract(epoch FROM expires_at - now()) * 1000)::bigint AS ttl_ms
  FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`;

/**
 * Resolves a handshake's session cookie to its member and session, or null. Redis caches
 * sessions, Postgres holds them: a session missing from Redis (Redis restarted empty, or
 * lost its data) is looked up in Postgres and cached again, and while Redis cannot be
 * reached sessions are read from Postgres alone.
 */
@Injectable()
export class SocketAuthService {
  constructor(
    @Inject(GATEWAY_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_DB) private readonly db: GatewayDb,
  ) {}

  async sessionFor(cookieHeader: string | undefined): Promise<{ userId: string; tokenHash: string } | null> {
    const token = sessionTokenFromCookie(cookieHeader);
    if (!token) return null;
    const tokenHash = sessionTokenHash(token);
    const key = sessionCacheKey(tokenHash);
    const redisUp = await this.redis.get(key).then(
      (cached) => ({ cached }),
      () => null,
    );
    if (redisUp?.cached && /^\d+$/.test(redisUp.cached)) return { userId: redisUp.cached, tokenHash };
    const [row] = (await this.db.query(LIVE_SESSION, [tokenHash])) as Array<{ user_id: string; ttl_ms: string }>;
    if (!row) return null;
    if (redisUp) await this.redis.set(key, row.user_id, 'PX', Math.max(1, Number(row.ttl_ms))).catch(() => undefined);
    return { userId: row.user_id, tokenHash };
  }
}
