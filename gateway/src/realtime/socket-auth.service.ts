import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { cachedSession } from '@amoretto/shared/db';
import { GATEWAY_REDIS } from './redis.provider';

/** Resolves a handshake's session cookie to its member and session, or null. */
@Injectable()
export class SocketAuthService {
  constructor(@Inject(GATEWAY_REDIS) private readonly redis: Redis) {}

  sessionFor(cookieHeader: string | undefined): Promise<{ userId: string; tokenHash: string } | null> {
    return cachedSession(this.redis, cookieHeader);
  }
}
