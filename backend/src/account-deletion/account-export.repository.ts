import type { Queryable } from '@amoretto/shared/db';

// The statements of the data export (docs/product.md#leaving): every read is by the member's own
// id, so nothing of another member's beyond their id comes out.

async function rows<T>(db: Queryable, sql: string, userId: number): Promise<T[]> {
  return (await db.query(sql, [userId])) as T[];
}

export interface ExportAccountRow {
  id: number;
  email: string;
  name: string;
  status: string;
  language: string;
  country: string;
  signup_date: Date;
  activated_at: Date | null;
  credits: number;
  paid_user: boolean;
  read_receipts: boolean;
  invisible: boolean;
  notifications_disabled: string[];
  email_notifications_off: string[];
  push_previews: boolean;
  signup_message: string | null;
  tracking: Record<string, string>;
  date_of_birth: string;
  gender: string | null;
  sexuality: string | null;
  region: string | null;
  city: string | null;
  about_me: string | null;
  hair_colour: string | null;
  eye_colour: string | null;
  body_type: string | null;
  relationship_status: string | null;
  interests: string[];
  appearance: string | null;
  ethnicity: string | null;
  domain: string;
  cdn_prefix: string;
}

export async function exportAccount(db: Queryable, userId: number): Promise<ExportAccountRow | null> {
  const [row] = await rows<ExportAccountRow>(
    db,
    `SELECT u.id, u.email, u.name, u.status, u.language, u.country, u.signup_date, u.activated_at, u.credits, u.paid_user,
            u.read_receipts, u.invisible, u.notifications_disabled, u.email_notifications_off, u.push_previews,
            u.signup_message, u.tracking,
            to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.gender, u.sexuality, u.region, u.city, u.about_me,
            u.hair_colour, u.eye_colour, u.body_type, u.relationship_status, u.interests, u.appearance, u.ethnicity, s.domain, s.cdn_prefix
       FROM users u JOIN sites s ON s.id = u.site_id
      WHERE u.id = $1 AND u.status <> 'deleted'`,
    userId,
  );
  return row ?? null;
}

export function exportPhotos(db: Queryable, userId: number) {
  return rows<{ filename: string; thumb_filename: string; position: number; created_at: Date }>(
    db,
    `SELECT filename, thumb_filename, position, created_at FROM photos WHERE user_id = $1 ORDER BY position, id`,
    userId,
  );
}

/** Every message in the member's conversations; the caller keeps only the texts the member wrote. */
export function exportMessages(db: Queryable, userId: number) {
  return rows<{
    conversation_id: number;
    sender_id: number;
    partner_id: number;
    kind: string;
    body: string;
    cost: number;
    created_at: Date;
  }>(
    db,
    `SELECT m.conversation_id, m.sender_id, CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END AS partner_id,
            m.kind, m.body, m.cost, m.created_at
       FROM conversations c JOIN messages m ON m.conversation_id = c.id
      WHERE c.user_a_id = $1 OR c.user_b_id = $1
      ORDER BY m.created_at, m.id`,
    userId,
  );
}

export function exportLikes(db: Queryable, userId: number) {
  return rows<{ direction: 'given' | 'received'; profile_id: number; created_at: Date }>(
    db,
    `SELECT 'given' AS direction, liked_id AS profile_id, created_at FROM likes WHERE liker_id = $1
     UNION ALL
     SELECT 'received', liker_id, created_at FROM likes WHERE liked_id = $1
     ORDER BY created_at`,
    userId,
  );
}

export function exportBlocks(db: Queryable, userId: number) {
  return rows<{ profile_id: number; created_at: Date }>(
    db,
    `SELECT blocked_id AS profile_id, created_at FROM blocks WHERE blocker_id = $1 ORDER BY created_at`,
    userId,
  );
}

export function exportPayments(db: Queryable, userId: number) {
  return rows<{
    id: number;
    status: string;
    credits: number;
    amount_cents: number;
    currency: string;
    method: string;
    discount_code: string | null;
    created_at: Date;
    paid_at: Date | null;
  }>(
    db,
    `SELECT id, status, credits, amount_cents, currency, method, discount_code, created_at, paid_at
       FROM payments WHERE user_id = $1 ORDER BY created_at, id`,
    userId,
  );
}

export function exportLedger(db: Queryable, userId: number) {
  return rows<{ amount: number; reason: string; created_at: Date }>(
    db,
    `SELECT amount, reason, created_at FROM credit_entries WHERE user_id = $1 ORDER BY created_at, id`,
    userId,
  );
}

export function exportPushSubscriptions(db: Queryable, userId: number) {
  return rows<{ endpoint: string; created_at: Date }>(
    db,
    `SELECT endpoint, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at`,
    userId,
  );
}

export function exportSessions(db: Queryable, userId: number) {
  return rows<{ created_at: Date; expires_at: Date; revoked_at: Date | null; ip: string | null; user_agent: string | null }>(
    db,
    `SELECT created_at, expires_at, revoked_at, ip, user_agent FROM sessions WHERE user_id = $1 ORDER BY created_at`,
    userId,
  );
}
