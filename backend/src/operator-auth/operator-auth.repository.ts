import type { OperatorAuditAction, OperatorRole } from '@amoretto/shared';
import { returnedRows, type Queryable } from '@amoretto/shared/db';

/** An operator as the login reads it. */
export interface OperatorRow {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  password_hash: string;
  totp_secret: string;
  totp_last_step: string | null;
  failed_logins: number;
  locked_until: Date | null;
  disabled_at: Date | null;
}

const OPERATOR_COLUMNS = `id, email, name, role, password_hash, totp_secret, totp_last_step, failed_logins, locked_until, disabled_at`;

export async function insertOperator(
  db: Queryable,
  operator: { email: string; name: string; role: OperatorRole; passwordHash: string; totpSecret: string },
): Promise<number> {
  const [row] = (await db.query(
    `INSERT INTO operators (email, name, role, password_hash, totp_secret) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [operator.email, operator.name, operator.role, operator.passwordHash, operator.totpSecret],
  )) as Array<{ id: number }>;
  return row!.id;
}

export async function operatorByEmail(db: Queryable, email: string, forUpdate = false): Promise<OperatorRow | null> {
  const rows = (await db.query(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE email = $1${forUpdate ? ' FOR UPDATE' : ''}`, [
    email,
  ])) as OperatorRow[];
  return rows[0] ?? null;
}

export async function saveLoginLock(db: Queryable, id: number, failedLogins: number, lockedUntil: Date | null): Promise<void> {
  await db.query(`UPDATE operators SET failed_logins = $2, locked_until = $3 WHERE id = $1`, [id, failedLogins, lockedUntil]);
}

/**
 * A good login: the count and lock go, and the code's time step is kept so it works once. False
 * when a parallel login took this step (or a later one) first: the code was used, this try fails.
 */
export async function saveGoodLogin(db: Queryable, id: number, totpStep: number): Promise<boolean> {
  const rows = returnedRows<{ id: number }>(
    await db.query(
      `UPDATE operators SET failed_logins = 0, locked_until = NULL, totp_last_step = $2
        WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
      [id, totpStep],
    ),
  );
  return rows.length === 1;
}

export async function insertOperatorSession(
  db: Queryable,
  session: { operatorId: number; tokenHash: string; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.query(`INSERT INTO operator_sessions (operator_id, token_hash, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, $5)`, [
    session.operatorId,
    session.tokenHash,
    session.expiresAt,
    session.ip,
    session.userAgent,
  ]);
}

/** Ends a session; returns its operator when it was live. */
export async function revokeOperatorSession(db: Queryable, tokenHash: string): Promise<number | null> {
  const rows = returnedRows<{ operator_id: number }>(
    await db.query(`UPDATE operator_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING operator_id`, [
      tokenHash,
    ]),
  );
  return rows[0]?.operator_id ?? null;
}

/** The operator of a live session with the session's end, for `me`. */
export async function operatorOfSession(
  db: Queryable,
  tokenHash: string,
): Promise<{ id: number; email: string; name: string; role: OperatorRole; expires_at: Date } | null> {
  const rows = (await db.query(
    `SELECT o.id, o.email, o.name, o.role, s.expires_at FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND o.disabled_at IS NULL`,
    [tokenHash],
  )) as Array<{ id: number; email: string; name: string; role: OperatorRole; expires_at: Date }>;
  return rows[0] ?? null;
}

export interface AuditEntry {
  /** Null only for a login try with an email no operator has. */
  operatorId: number | null;
  action: OperatorAuditAction;
  memberId?: number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** One line of the audit log: who, what, when (now), on which member, from where. */
export async function insertAuditEntry(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(`INSERT INTO operator_audit_log (operator_id, action, member_id, details, ip) VALUES ($1, $2, $3, $4, $5)`, [
    entry.operatorId,
    entry.action,
    entry.memberId ?? null,
    JSON.stringify(entry.details ?? {}),
    entry.ip ?? null,
  ]);
}
