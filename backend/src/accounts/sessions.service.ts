import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource, type EntityManager } from 'typeorm';
import { AUTH_COOKIE_DAYS, sessionRoom, userRoom } from '@amoretto/shared';
import { newSecretToken, sessionCacheKey, sessionMemberId, sessionTokenHash } from '@amoretto/shared/db';
import { REDIS } from '../redis/redis.module';
import { RealtimeService } from '../realtime/realtime.service';
import { insertSession, liveSessionsOf, revokeSession, revokeSessionsById } from './accounts.repository';

export const SESSION_TTL_MS = AUTH_COOKIE_DAYS * 86_400_000;

/**
 * Sessions live in Postgres (the truth) with a Redis cache `session:<hash>` → member id
 * that the backend guard and every gateway read. Absolute lifetime: 30 days.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly realtime: RealtimeService,
  ) {}

  async create(userId: number, meta: { ip?: string; userAgent?: string }): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecretToken();
    const tokenHash = sessionTokenHash(token);
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await insertSession(this.db.manager, {
      user_id: userId,
      token_hash: tokenHash,
      expires_at: expiresAt,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    });
    await this.redis.set(sessionCacheKey(tokenHash), String(userId), 'PX', SESSION_TTL_MS);
    return { token, expiresAt };
  }

  /** Member id for a token (Redis cache, Postgres when the cache lacks it or Redis is away). */
  resolve(token: string): Promise<number | null> {
    return sessionMemberId(this.redis, this.db.manager, sessionTokenHash(token));
  }

  /**
   * Ends one session. Its cached key goes first: with Redis out of reach nothing changes and
   * the caller answers 503, so a cache that outlives an outage never keeps a revoked session
   * alive. The key is deleted once more after the revocation, in case a request refilled it.
   */
  async revoke(token: string): Promise<void> {
    const tokenHash = sessionTokenHash(token);
    const key = sessionCacheKey(tokenHash);
    await this.redis.del(key);
    await revokeSession(this.db.manager, tokenHash);
    await this.redis.del(key).catch(() => undefined);
    this.realtime.disconnectRoom(sessionRoom(tokenHash));
  }

  /** Ends every session of a member except `keepToken` (after a password change). */
  async revokeAllOf(userId: number, keepToken?: string): Promise<void> {
    const ended = await this.db.transaction((manager) => this.endAllOf(manager, userId, keepToken));
    this.afterEnding(userId, ended, keepToken === undefined);
  }

  /**
   * In the caller's transaction (a password reset ends the sessions with the new password):
   * the cached keys go first, so Redis out of reach throws and the whole change rolls back.
   * Returns the ended sessions' hashes for `afterEnding`, once committed.
   */
  async endAllOf(manager: EntityManager, userId: number, keepToken?: string): Promise<string[]> {
    const keep = keepToken ? sessionTokenHash(keepToken) : null;
    const live = await liveSessionsOf(manager, userId);
    const ending = live.filter((s) => s.token_hash !== keep);
    if (ending.length === 0) return [];
    await this.redis.del(...ending.map((s) => sessionCacheKey(s.token_hash)));
    await revokeSessionsById(
      manager,
      ending.map((s) => s.id),
    );
    return ending.map((s) => s.token_hash);
  }

  /** After the commit: keys a request may have refilled meanwhile go, and the sockets close. */
  afterEnding(userId: number, tokenHashes: string[], all: boolean): void {
    if (tokenHashes.length > 0) void this.redis.del(...tokenHashes.map(sessionCacheKey)).catch(() => undefined);
    for (const hash of tokenHashes) this.realtime.disconnectRoom(sessionRoom(hash));
    if (all && tokenHashes.length > 0) this.realtime.disconnectRoom(userRoom(userId));
  }
}
