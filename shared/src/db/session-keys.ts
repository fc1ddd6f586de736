import { createHash } from 'node:crypto';
import { AUTH_COOKIE } from '../constants';

// Session tokens are stored hashed; Redis caches hash → member id so the backend and every
// gateway process can authenticate a request or socket without a database round trip.
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionCacheKey(tokenHash: string): string {
  return `session:${tokenHash}`;
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

/** The session token of a Cookie header, when it has the shape of one of ours. */
export function sessionTokenFromCookie(cookieHeader: string | undefined): string | null {
  const token = readCookie(cookieHeader, AUTH_COOKIE);
  // Tokens are 128-bit+ random values; anything shorter cannot be one of ours.
  return token && token.length >= 22 && token.length <= 256 ? token : null;
}
