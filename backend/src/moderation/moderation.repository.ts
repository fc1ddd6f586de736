import type { ModerationComplaint, ModerationMemberRef, ReportReason, ReportStatus } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';

// Every statement of the console's moderation area (docs/product.md#moderation).

/** Rows a list shows at once; the oldest first, so nothing waits forever. */
export const MODERATION_LIST_SIZE = 100;

const memberRef = (alias: string, prefix: string) =>
  `${alias}.id AS ${prefix}_id, ${alias}.name AS ${prefix}_name, ${alias}.email AS ${prefix}_email, ${alias}.profile_status AS ${prefix}_status`;

type RefRow<P extends string> = Record<`${P}_id`, number> &
  Record<`${P}_name` | `${P}_email`, string> &
  Record<`${P}_status`, 'active' | 'disabled'>;

export function toMemberRef<P extends string>(row: RefRow<P>, prefix: P): ModerationMemberRef {
  const r = row as unknown as Record<string, unknown>;
  return {
    id: r[`${prefix}_id`] as number,
    name: r[`${prefix}_name`] as string,
    email: r[`${prefix}_email`] as string,
    profile_status: r[`${prefix}_status`] as ModerationMemberRef['profile_status'],
  };
}

export type ReportRow = RefRow<'reporter'> &
  RefRow<'reported'> & {
    id: number;
    created_at: Date;
    status: ReportStatus;
    reason: ReportReason;
    text: string;
    conversation_id: number | null;
  };

export async function openReports(db: Queryable): Promise<ReportRow[]> {
  return (await db.query(
    `SELECT r.id, r.created_at, r.status, r.reason, r.text, r.conversation_id, ${memberRef('a', 'reporter')}, ${memberRef('b', 'reported')}
       FROM reports r JOIN users a ON a.id = r.reporter_id JOIN users b ON b.id = r.reported_id
      WHERE r.status = 'open'
      ORDER BY r.created_at, r.id
      LIMIT ${MODERATION_LIST_SIZE}`,
  )) as ReportRow[];
}

/** The report, locked until the transaction ends; null when unknown. */
export async function lockedReport(db: Queryable, id: number): Promise<{ id: number; status: ReportStatus; reported_id: number } | null> {
  const [row] = (await db.query(`SELECT id, status, reported_id FROM reports WHERE id = $1 FOR UPDATE`, [id])) as Array<{
    id: number;
    status: ReportStatus;
    reported_id: number;
  }>;
  return row ?? null;
}

export async function decideReport(db: Queryable, id: number, status: 'upheld' | 'dismissed', operatorId: number): Promise<void> {
  await db.query(`UPDATE reports SET status = $2, decided_by = $3, decided_at = now() WHERE id = $1`, [id, status, operatorId]);
}

type ComplaintRow = Omit<ModerationComplaint, 'created_at'> & { created_at: Date };

export async function openComplaints(db: Queryable): Promise<ComplaintRow[]> {
  return (await db.query(
    `SELECT id::int AS id, created_at, reference, topic, text, email, status, user_id, member_id, conversation_id
       FROM complaints WHERE status <> 'closed'
      ORDER BY created_at, id
      LIMIT ${MODERATION_LIST_SIZE}`,
  )) as ComplaintRow[];
}

/** Closes a complaint; the member it names (if any), or undefined when it was closed already or is unknown. */
export async function closeComplaint(db: Queryable, id: number): Promise<{ member_id: number | null } | undefined> {
  const [row] = (await db.query(`UPDATE complaints SET status = 'closed' WHERE id = $1 AND status <> 'closed' RETURNING member_id`, [
    id,
  ])) as Array<{ member_id: number | null }>;
  return row;
}

export type PhotoRow = RefRow<'member'> & {
  id: number;
  created_at: Date;
  status: 'active' | 'pending' | 'rejected';
  filename: string;
  thumb_filename: string;
  cdn_prefix: string;
};

/** Photos added since they were last looked at, of members not deleted. */
export async function unreviewedPhotos(db: Queryable): Promise<PhotoRow[]> {
  return (await db.query(
    `SELECT p.id, p.created_at, p.status, p.filename, p.thumb_filename, s.cdn_prefix, ${memberRef('u', 'member')}
       FROM photos p JOIN users u ON u.id = p.user_id JOIN sites s ON s.id = u.site_id
      WHERE p.reviewed_at IS NULL AND u.status <> 'deleted'
      ORDER BY p.created_at, p.id
      LIMIT ${MODERATION_LIST_SIZE}`,
  )) as PhotoRow[];
}

/** The photo, locked; null when unknown. */
export async function lockedPhoto(
  db: Queryable,
  id: number,
): Promise<{ id: number; user_id: number; status: 'active' | 'pending' | 'rejected'; reviewed: boolean } | null> {
  const [row] = (await db.query(`SELECT id, user_id, status, reviewed_at IS NOT NULL AS reviewed FROM photos WHERE id = $1 FOR UPDATE`, [
    id,
  ])) as Array<{ id: number; user_id: number; status: 'active' | 'pending' | 'rejected'; reviewed: boolean }>;
  return row ?? null;
}

export async function setPhotoDecision(db: Queryable, id: number, status: 'active' | 'rejected'): Promise<void> {
  await db.query(`UPDATE photos SET status = $2, reviewed_at = now() WHERE id = $1`, [id, status]);
}

export type TextRow = RefRow<'member'> & { about_me: string; about_me_changed_at: Date | null };

/** Profile texts written or changed since they were last looked at. */
export async function textsToReview(db: Queryable): Promise<TextRow[]> {
  return (await db.query(
    `SELECT u.about_me, u.about_me_changed_at, ${memberRef('u', 'member')}
       FROM users u
      WHERE u.about_me_review_pending AND u.status <> 'deleted'
      ORDER BY u.about_me_changed_at NULLS FIRST, u.id
      LIMIT ${MODERATION_LIST_SIZE}`,
  )) as TextRow[];
}

/** A member a decision is about, locked, with what their mail needs; null when unknown or deleted. */
export interface DecidedMember {
  id: number;
  email: string;
  name: string;
  language: string;
  profile_status: 'active' | 'disabled';
  about_me_hidden: boolean;
  about_me_review_pending: boolean;
  site_name: string | null;
  site_domain: string | null;
  support_email: string | null;
}

export async function lockedMember(db: Queryable, id: number): Promise<DecidedMember | null> {
  const [row] = (await db.query(
    `SELECT u.id, u.email, u.name, u.language, u.profile_status, u.about_me_hidden, u.about_me_review_pending,
            s.name AS site_name, s.domain AS site_domain, s.support_email
       FROM users u LEFT JOIN sites s ON s.id = u.site_id
      WHERE u.id = $1 AND u.status <> 'deleted'
        FOR UPDATE OF u`,
    [id],
  )) as DecidedMember[];
  return row ?? null;
}

export async function setProfileStatus(db: Queryable, id: number, status: 'active' | 'disabled'): Promise<void> {
  await db.query(`UPDATE users SET profile_status = $2, disabled_at = CASE WHEN $2 = 'disabled' THEN now() END WHERE id = $1`, [
    id,
    status,
  ]);
}

export async function setTextDecision(db: Queryable, id: number, hidden: boolean): Promise<void> {
  await db.query(`UPDATE users SET about_me_hidden = $2, about_me_review_pending = false WHERE id = $1`, [id, hidden]);
}

/**
 * A disabled member's conversations leave their partners' lists, so the partners' Messages badges
 * stop counting them (as when an account is deleted).
 */
export async function clearPartnersUnread(db: Queryable, userId: number): Promise<void> {
  await db.query(`UPDATE conversations SET b_unread = 0 WHERE user_a_id = $1 AND b_unread > 0`, [userId]);
  await db.query(`UPDATE conversations SET a_unread = 0 WHERE user_b_id = $1 AND a_unread > 0`, [userId]);
}
