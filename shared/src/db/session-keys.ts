import { createHash } from 'node:crypto';

// Session tokens are stored hashed; Redis caches hash → user id so every gateway process
// can authenticate a socket without a database round trip.
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionCacheKey(tokenHash: string): string {
  return `session:${tokenHash}`;
}
