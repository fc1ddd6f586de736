import type { Redis } from 'ioredis';
import { OPERATOR_ROLES, type OperatorRole } from '../operators/operator-dto';
import type { Queryable } from './queryable';
import { readCookie } from './session-keys';

/**
 * The operator session cookie: its own name, so a member's `auth.session` is never read as an
 * operator's, nor this one as a member's (the two token stores are apart as well).
 */
export const OPERATOR_COOKIE = 'operator.session';

/** Redis cache of a live operator session: `operator-session:<token hash>` → `<operator id>:<role>`. */
export function operatorSessionCacheKey(tokenHash: string): string {
  return `operator-session:${tokenHash}`;
}

/** The operator session token of a Cookie header, when it has the shape of one of ours. */
export function operatorTokenFromCookie(cookieHeader: string | undefined): string | null {
  const token = readCookie(cookieHeader, OPERATOR_COOKIE);
  return token && token.length >= 22 && token.length <= 256 ? token : null;
}

export interface OperatorSession {
  operatorId: number;
  role: OperatorRole;
}

const LIVE_OPERATOR_SESSION = `SELECT o.id, o.role, ceil(extract(epoch FROM s.expires_at - now()) * 1000)::bigint AS ttl_ms
  FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
  WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND o.disabled_at IS NULL`;

function parseCached(value: string | null | undefined): OperatorSession | null {
  const match = /^(\d+):([a-z]+)$/.exec(value ?? '');
  const role = match?.[2] as OperatorRole | undefined;
  return match && role && OPERATOR_ROLES.includes(role) ? { operatorId: Number(match[1]), role } : null;
}

/**
 * The operator and role of a live operator session, or null: the backend's operator guard and
 * the workers' queue dashboard both ask here. As member sessions (session-lookup.ts): Postgres
 * holds them, Redis caches them for their remaining lifetime, and with Redis out of reach
 * Postgres alone answers.
 */
export async function operatorSessionLookup(redis: Redis, db: Queryable, tokenHash: string): Promise<OperatorSession | null> {
  const key = operatorSessionCacheKey(tokenHash);
  const redisUp = await redis.get(key).then(
    (cached) => ({ cached }),
    () => null,
  );
  const cached = parseCached(redisUp?.cached);
  if (cached) return cached;
  const [row] = (await db.query(LIVE_OPERATOR_SESSION, [tokenHash])) as Array<{ id: number; role: OperatorRole; ttl_ms: string }>;
  if (!row) return null;
  const session = { operatorId: Number(row.id), role: row.role };
  if (redisUp) {
    await redis.set(key, `${session.operatorId}:${session.role}`, 'PX', Math.max(1, Number(row.ttl_ms))).catch(() => undefined);
  }
  return session;
}
