import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { OperatorRole } from '@amoretto/shared';
import {
  newSecretToken,
  operatorSessionCacheKey,
  operatorSessionLookup,
  sessionTokenHash,
  type OperatorSession,
} from '@amoretto/shared/db';
import { REDIS } from '../redis/redis.module';
import { operatorSessionEnd } from './operator-auth-rules';
import { insertOperatorSession, revokeOperatorSession } from './operator-auth.repository';

/**
 * Operator sessions, kept like members' (SessionsService): Postgres holds them, Redis caches
 * `operator-session:<hash>` → `<id>:<role>` for the backend and the workers' queue dashboard.
 * Separate table, key space and cookie: a member token never opens the console, nor the reverse.
 */
@Injectable()
export class OperatorSessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async create(
    operator: { id: number; role: OperatorRole },
    meta: { ip?: string; userAgent?: string },
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecretToken();
    const tokenHash = sessionTokenHash(token);
    const expiresAt = operatorSessionEnd(new Date());
    await insertOperatorSession(this.db.manager, {
      operatorId: operator.id,
      tokenHash,
      expiresAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    await this.redis.set(operatorSessionCacheKey(tokenHash), `${operator.id}:${operator.role}`, 'PX', expiresAt.getTime() - Date.now());
    return { token, expiresAt };
  }

  resolve(token: string): Promise<OperatorSession | null> {
    return operatorSessionLookup(this.redis, this.db.manager, sessionTokenHash(token));
  }

  /** Ends a session: the cache key first (Redis away → 503, nothing half-done), then the row. */
  async revoke(token: string): Promise<number | null> {
    const tokenHash = sessionTokenHash(token);
    const key = operatorSessionCacheKey(tokenHash);
    await this.redis.del(key);
    const operatorId = await revokeOperatorSession(this.db.manager, tokenHash);
    await this.redis.del(key).catch(() => undefined);
    return operatorId;
  }
}
