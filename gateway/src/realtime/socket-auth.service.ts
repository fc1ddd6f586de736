import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { sessionMemberId, sessionTokenFromCookie, sessionTokenHash } from '@amoretto/shared/db';
import { GATEWAY_DB, type GatewayDb } from './gateway-db.provider';
import { GATEWAY_REDIS } from './redis.provider';

/** Resolves a handshake's session cookie to its member and session, or null (shared lookup). */
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
    const userId = await sessionMemberId(this.redis, this.db, tokenHash);
    return userId === null ? null : { userId: String(userId), tokenHash };
  }
}
