import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AccountTokenEntity, type AccountTokenKind } from './entities/account-token.entity';
import type { Queryable } from './queryable';
import { sessionTokenHash } from './session-keys';

/** 256-bit random token, URL-safe. Used for sessions and mailed links alike. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** Stores the hash of a fresh single-use token and returns the token for the mail link. */
export async function createAccountToken(
  manager: EntityManager,
  input: { userId: number; kind: AccountTokenKind; ttlMs: number; newEmail?: string },
): Promise<string> {
  const token = newSecretToken();
  await manager.insert(AccountTokenEntity, {
    user_id: input.userId,
    kind: input.kind,
    token_hash: sessionTokenHash(token),
    new_email: input.newEmail ?? null,
    expires_at: new Date(Date.now() + input.ttlMs),
  });
  return token;
}

/**
 * Marks a live token of `kind` used and returns it, or null when it is unknown, expired
 * or already used. One conditional UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumeAccountToken(manager: Queryable, token: string, kind: AccountTokenKind): Promise<AccountTokenEntity | null> {
  const result: unknown = await manager.query(
    `UPDATE account_tokens SET used_at = now()
      WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING id, user_id, kind, new_email, expires_at`,
    [sessionTokenHash(token), kind],
  );
  return returnedRows<AccountTokenEntity>(result)[0] ?? null;
}

export const ACTIVATION_TOKEN_TTL_MS = 14 * 86_400_000;
export const RESET_TOKEN_TTL_MS = 3_600_000;
export const EMAIL_CHANGE_TOKEN_TTL_MS = 86_400_000;

/** TypeORM answers `UPDATE … RETURNING` on Postgres with `[rows, rowCount]`. */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && Array.isArray(result[0])) return result[0] as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}
