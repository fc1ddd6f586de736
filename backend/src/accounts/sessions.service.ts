import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { AUTH_COOKIE_DAYS, sessionRoom, userRoom } from '@amoretto/shared';
import { newSecretToken, SessionEntity, sessionCacheKey, sessionTokenHash } from '@amoretto/shared/db';
import { REDIS } from '../redis/redis.module';
import { RealtimeService } from '../realtime/realtime.service';

export const SESSION_TTL_MS = AUTH_COOKIE_DAYS * 86_400_000;

/**
 * Sessions live in Postgres (the truth) with a Redis cache `session:<hash>` → member id
 * that the backend guard and every gateway read. Absolute lifetime: 30 days.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly realtime: RealtimeService,
  ) {}

  async create(userId: number, meta: { ip?: string; userAgent?: string }): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecretToken();
    const tokenHash = sessionTokenHash(token);
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await this.sessions.insert({
      user_id: userId,
      token_hash: tokenHash,
      expires_at: expiresAt,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    });
    await this.redis.set(sessionCacheKey(tokenHash), String(userId), 'PX', SESSION_TTL_MS);
    return { token, expiresAt };
  }

  /**
   * Member id for a token; refills the cache from Postgres after a Redis restart. While
   * Redis cannot be reached (its client fails fast) the session is read from Postgres, the
   * truth, and the cache is left alone.
   */
  async resolve(token: string): Promise<number | null> {
    const tokenHash = sessionTokenHash(token);
    const redisUp = await this.redis.get(sessionCacheKey(tokenHash)).then(
      (cached) => ({ cached }),
      () => null,
    );
    if (redisUp?.cached) return Number(redisUp.cached);
    const row = await this.sessions.findOneBy({ token_hash: tokenHash, revoked_at: IsNull(), expires_at: MoreThan(new Date()) });
    if (!row) return null;
    if (redisUp) await this.redis.set(sessionCacheKey(tokenHash), String(row.user_id), 'PX', row.expires_at.getTime() - Date.now()).catch(() => undefined);
    return row.user_id;
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = sessionTokenHash(token);
    await this.sessions.update({ token_hash: tokenHash, revoked_at: IsNull() }, { revoked_at: new Date() });
    await this.redis.del(sessionCacheKey(tokenHash));
    this.realtime.disconnectRoom(sessionRoom(tokenHash));
  }

  /** Ends every session of a member except `keepToken` (after a password change or reset). */
  async revokeAllOf(userId: number, keepToken?: string): Promise<void> {
    const keep = keepToken ? sessionTokenHash(keepToken) : null;
    const live = await this.sessions.findBy({ user_id: userId, revoked_at: IsNull(), expires_at: MoreThan(new Date()) });
    const ending = live.filter((s) => s.token_hash !== keep);
    if (ending.length === 0) return;
    await this.sessions.update(ending.map((s) => s.id), { revoked_at: new Date() });
    await this.redis.del(...ending.map((s) => sessionCacheKey(s.token_hash)));
    for (const s of ending) this.realtime.disconnectRoom(sessionRoom(s.token_hash));
    if (!keep) this.realtime.disconnectRoom(userRoom(userId));
  }
}
