import type { Queryable } from '@amoretto/shared/db';
import { LIMIT_COUNTED_STATUSES, DIRECT_DEBIT_LIMITS, type DirectDebitHistory, type RequestStatus } from './direct-debit-rules';

// Every statement of the direct-debit module, with the rows it returns.

export interface NewDirectDebitRequest {
  userId: number;
  packageId: number;
  holder: string;
  iban: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  phone: string;
  discountCode: string | null;
  otpHash: string;
  ttlMinutes: number;
}

export interface DirectDebitRequestRow {
  id: number;
  user_id: number;
  package_id: number;
  holder: string;
  phone: string;
  iban: string;
  discount_code: string | null;
  otp_hash: string;
  otp_attempts: number;
  status: RequestStatus;
  payment_id: number | null;
  expires_at: Date;
}

/** Whether the IBAN or the phone (electronic IBAN, E.164 phone) is on the block list. */
export async function isBlocked(db: Queryable, iban: string, phone: string): Promise<boolean> {
  const rows = (await db.query(
    `SELECT 1 FROM blocked_payment_details WHERE (kind = 'iban' AND value = $1) OR (kind = 'phone' AND value = $2) LIMIT 1`,
    [iban, phone],
  )) as unknown[];
  return rows.length > 0;
}

/** The member's direct-debit payments the limit counts (direct_debit_limit_reached). */
export async function directDebitHistory(db: Queryable, userId: number): Promise<DirectDebitHistory> {
  const [row] = (await db.query(
    `SELECT count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS last_day,
            coalesce(sum(amount_cents), 0)::int AS window_cents
       FROM payments
      WHERE user_id = $1 AND method = 'directdebit' AND status = ANY($2)
        AND created_at > now() - make_interval(days => $3)`,
    [userId, LIMIT_COUNTED_STATUSES, DIRECT_DEBIT_LIMITS.windowDays],
  )) as Array<{ last_day: number; window_cents: number }>;
  return { lastDay: row?.last_day ?? 0, windowCents: row?.window_cents ?? 0 };
}

/**
 * Records a request awaiting its SMS code; the member's earlier requests still awaiting one end
 * here, so only the newest code works.
 */
export async function insertRequest(db: Queryable, r: NewDirectDebitRequest): Promise<{ id: number; expires_at: Date }> {
  await db.query(`UPDATE direct_debit_requests SET status = 'expired' WHERE user_id = $1 AND status = 'awaiting_code'`, [r.userId]);
  const [row] = (await db.query(
    `INSERT INTO direct_debit_requests (user_id, package_id, holder, iban, street, house_number, zip, city, phone, discount_code,
                                        otp_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(mins => $12))
     RETURNING id, expires_at`,
    [r.userId, r.packageId, r.holder, r.iban, r.street, r.houseNumber, r.zip, r.city, r.phone, r.discountCode, r.otpHash, r.ttlMinutes],
  )) as Array<{ id: number; expires_at: Date }>;
  return row!;
}

/** The member's own request, locked for the confirmation; null for another member's or an unknown one. */
export async function lockRequestOfMember(db: Queryable, userId: number, requestId: number): Promise<DirectDebitRequestRow | null> {
  const [row] = (await db.query(
    `SELECT id, user_id, package_id, holder, phone, iban, discount_code, otp_hash, otp_attempts, status, payment_id, expires_at
       FROM direct_debit_requests WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [requestId, userId],
  )) as DirectDebitRequestRow[];
  return row ?? null;
}

export async function recordWrongCode(db: Queryable, requestId: number, attempts: number, failed: boolean): Promise<void> {
  await db.query(`UPDATE direct_debit_requests SET otp_attempts = $2, status = CASE WHEN $3 THEN 'failed' ELSE status END WHERE id = $1`, [
    requestId,
    attempts,
    failed,
  ]);
}

export async function markExpired(db: Queryable, requestId: number): Promise<void> {
  await db.query(`UPDATE direct_debit_requests SET status = 'expired' WHERE id = $1 AND status = 'awaiting_code'`, [requestId]);
}

export async function markConfirmed(db: Queryable, requestId: number, paymentId: number): Promise<void> {
  await db.query(`UPDATE direct_debit_requests SET status = 'confirmed', payment_id = $2 WHERE id = $1`, [requestId, paymentId]);
}

/**
 * Serialises a member's direct-debit confirmations until the caller's transaction ends, so two at
 * once cannot both pass the limit. The payment itself is written on other connections (the
 * payments service) and is committed before this lock is released.
 */
export async function lockMemberDirectDebits(db: Queryable, userId: number): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('direct-debit-member'), $1)`, [userId]);
}

// ---- The sandbox SMS inbox (SandboxSmsSender and GET /api/sandbox/sms) ----

export interface SandboxSmsRow {
  id: string;
  phone: string;
  body: string;
  created_at: Date;
}

export const SANDBOX_INBOX_SIZE = 100;

export async function insertSandboxSms(db: Queryable, phone: string, body: string): Promise<void> {
  await db.query(`INSERT INTO sms_messages (phone, body) VALUES ($1, $2)`, [phone, body]);
}

/** Newest first; `phone` narrows it to one number (E.164). */
export async function sandboxInbox(db: Queryable, phone: string | null): Promise<SandboxSmsRow[]> {
  return (await db.query(
    `SELECT id::text AS id, phone, body, created_at FROM sms_messages WHERE $1::text IS NULL OR phone = $1
      ORDER BY id DESC LIMIT $2`,
    [phone, SANDBOX_INBOX_SIZE],
  )) as SandboxSmsRow[];
}
