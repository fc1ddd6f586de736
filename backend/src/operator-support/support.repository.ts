import type { SupportDiscountCode, SupportLedgerLine, SupportLogin, SupportMemberRow, SupportPayment } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';
import { containsPattern, type SupportQuery } from './support-rules';

// Support's statements: members, their purchases, ledger, codes, logins, and request keys.

const MEMBER_COLUMNS = `u.id, u.email, u.name, u.status, u.profile_status, s.name AS site, u.country, u.fictional,
  to_char(u.signup_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS signup_date`;

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function findMembers(db: Queryable, query: SupportQuery, limit: number): Promise<SupportMemberRow[]> {
  const where =
    query.kind === 'id'
      ? 'u.id = $1'
      : query.kind === 'email'
        ? `u.email LIKE $1 ESCAPE '\\'`
        : `(u.name ILIKE $1 ESCAPE '\\' OR u.email ILIKE $1 ESCAPE '\\')`;
  const param = query.kind === 'id' ? query.id : query.kind === 'email' ? containsPattern(query.email) : containsPattern(query.name);
  return (await db.query(
    `SELECT ${MEMBER_COLUMNS} FROM users u LEFT JOIN sites s ON s.id = u.site_id
      WHERE ${where} ORDER BY u.id DESC LIMIT $2`,
    [param, limit],
  )) as SupportMemberRow[];
}

export interface SupportMemberFacts extends SupportMemberRow {
  language: string;
  gender: string | null;
  credits: number;
  credit_debt: number;
  paid_user: boolean;
  activated_at: string | null;
  deleted_at: Date | null;
  purged_at: Date | null;
  site_id: number;
}

export async function memberFacts(db: Queryable, id: number): Promise<SupportMemberFacts | null> {
  const [row] = (await db.query(
    `SELECT ${MEMBER_COLUMNS}, u.language, u.gender, u.credits, u.credit_debt, u.paid_user, ${iso('u.activated_at')} AS activated_at,
            u.deleted_at, u.purged_at, u.site_id
       FROM users u LEFT JOIN sites s ON s.id = u.site_id WHERE u.id = $1`,
    [id],
  )) as SupportMemberFacts[];
  return row ?? null;
}

export async function memberPayments(db: Queryable, id: number): Promise<SupportPayment[]> {
  return (await db.query(
    `SELECT id, status, amount_cents, refunded_cents, currency, credits, reversed_credits, method, provider, discount_code,
            ${iso('created_at')} AS created_at, ${iso('paid_at')} AS paid_at
       FROM payments WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
    [id],
  )) as SupportPayment[];
}

export async function memberLedger(db: Queryable, id: number): Promise<SupportLedgerLine[]> {
  const rows = (await db.query(
    `SELECT id, amount, reason, ${iso('created_at')} AS created_at
       FROM credit_entries WHERE user_id = $1 ORDER BY id DESC LIMIT 200`,
    [id],
  )) as Array<Omit<SupportLedgerLine, 'id'> & { id: string }>;
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The member's own codes (welcome, stay offer, support's) and every code they redeemed. */
export async function memberDiscountCodes(db: Queryable, id: number): Promise<SupportDiscountCode[]> {
  return (await db.query(
    `SELECT c.id, c.code, c.kind, c.value_percentage, c.status, ${iso('c.expires_at')} AS expires_at, ${iso('r.created_at')} AS redeemed_at
       FROM discount_codes c LEFT JOIN discount_redemptions r ON r.discount_code_id = c.id AND r.user_id = $1
      WHERE c.user_id = $1 OR r.user_id = $1
      ORDER BY c.id DESC LIMIT 100`,
    [id],
  )) as SupportDiscountCode[];
}

/** Every session the member started is a login (signup and password reset start one too). */
export async function memberLogins(db: Queryable, id: number): Promise<SupportLogin[]> {
  return (await db.query(
    `SELECT ${iso('created_at')} AS at, ip, user_agent, ${iso('LEAST(revoked_at, expires_at)')} AS ended_at
       FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 50`,
    [id],
  )) as SupportLogin[];
}

export interface OperatorRequestRow {
  operator_id: number;
  action: string;
  member_id: number | null;
  result: unknown;
}

/**
 * Claims a console request key for one action; null when it was new (the caller acts), else the
 * earlier claim (its result, or null while that request still runs).
 */
export async function claimRequest(
  db: Queryable,
  key: string,
  claim: { operatorId: number; action: string; memberId: number },
): Promise<OperatorRequestRow | null> {
  const inserted = (await db.query(
    `INSERT INTO operator_requests (key, operator_id, action, member_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO NOTHING RETURNING key`,
    [key, claim.operatorId, claim.action, claim.memberId],
  )) as unknown[];
  if (inserted.length > 0) return null;
  const [row] = (await db.query(`SELECT operator_id, action, member_id, result FROM operator_requests WHERE key = $1`, [
    key,
  ])) as OperatorRequestRow[];
  return row!;
}

export async function completeRequest(db: Queryable, key: string, result: unknown): Promise<void> {
  await db.query(`UPDATE operator_requests SET result = $2 WHERE key = $1`, [key, JSON.stringify(result)]);
}

/** A request that failed gives its key back, so the operator may try again. */
export async function releaseRequest(db: Queryable, key: string): Promise<void> {
  await db.query(`DELETE FROM operator_requests WHERE key = $1 AND result IS NULL`, [key]);
}

export async function memberCredits(db: Queryable, id: number): Promise<number> {
  const [row] = (await db.query(`SELECT credits FROM users WHERE id = $1`, [id])) as Array<{ credits: number }>;
  return row?.credits ?? 0;
}

export async function refundedPayment(db: Queryable, memberId: number, paymentId: number) {
  const [row] = (await db.query(`SELECT id, status, refunded_cents FROM payments WHERE id = $1 AND user_id = $2`, [
    paymentId,
    memberId,
  ])) as Array<{ id: number; status: string; refunded_cents: number }>;
  return row ?? null;
}
