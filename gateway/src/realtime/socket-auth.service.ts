import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AUTH_COOKIE } from '@amoretto/shared';
import { sessionCacheKey, sessionTokenHash } from '@amoretto/shared/db';
import { GATEWAY_REDIS } from './redis.provider';

/** Resolves a handshake's session cookie to a member id, or null. */
@Injectable()
export class SocketAuthService {
  constructor(@Inject(GATEWAY_REDIS) private readonly redis: Redis) {}

  async userIdFor(cookieHeader: string | undefined): Promise<string | null> {
    const token = readCookie(cookieHeader, AUTH_COOKIE);
    // Tokens are 128-bit+ random values; anything shorter cannot be one of ours.
    if (!token || token.length < 22 || token.length > 256) return null;
    const userId = await this.redis.get(sessionCacheKey(sessionTokenHash(token)));
    return userId && /^\d+$/.test(userId) ? userId : null;
  }
}

export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
