import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { sessionUserId } from '@amoretto/shared/db';
import { GATEWAY_REDIS } from './redis.provider';

/** Resolves a handshake's session cookie to a member id, or null. */
@Injectable()
export class SocketAuthService {
  constructor(@Inject(GATEWAY_REDIS) private readonly redis: Redis) {}

  userIdFor(cookieHeader: string | undefined): Promise<string | null> {
    return sessionUserId(this.redis, cookieHeader);
  }
}
