import type { EmailNotificationType, Locale, NotificationsDisabledReason } from '@amoretto/shared';
import { returnedRows, type Queryable } from '@amoretto/shared/db';

// The statements of notification settings, unsubscribes and mail reports (users columns).

export interface NotificationSettingsRow {
  email_notifications_off: EmailNotificationType[];
  notifications_disabled: NotificationsDisabledReason[];
  push_previews: boolean;
}

const SETTINGS = `email_notifications_off, notifications_disabled, push_previews`;

export async function notificationSettings(db: Queryable, userId: number): Promise<NotificationSettingsRow | null> {
  const rows = (await db.query(`SELECT ${SETTINGS} FROM users WHERE id = $1`, [userId])) as NotificationSettingsRow[];
  return rows[0] ?? null;
}

/** The email switches as `off` and, when given, the push previews switch. */
export async function setNotificationSettings(
  db: Queryable,
  userId: number,
  off: EmailNotificationType[],
  pushPreviews: boolean | undefined,
): Promise<NotificationSettingsRow | null> {
  const rows = returnedRows<NotificationSettingsRow>(
    await db.query(
      `UPDATE users SET email_notifications_off = $2, push_previews = COALESCE($3, push_previews) WHERE id = $1 RETURNING ${SETTINGS}`,
      [userId, off, pushPreviews ?? null],
    ),
  );
  return rows[0] ?? null;
}

/** Mail back on: the member asked for it on the site (the banner's button). */
export async function clearNotificationsDisabled(db: Queryable, userId: number): Promise<NotificationSettingsRow | null> {
  const rows = returnedRows<NotificationSettingsRow>(
    await db.query(`UPDATE users SET notifications_disabled = '{}' WHERE id = $1 RETURNING ${SETTINGS}`, [userId]),
  );
  return rows[0] ?? null;
}

export interface MailFeedbackMember {
  id: number;
  email: string;
  language: Locale;
  site_name: string | null;
}

/**
 * Adds `reason` to the member's notifications_disabled (once) and, for an unsubscribe, turns the
 * mail's type off; the member for the answer page, or null for no such account. Deleted accounts
 * are left alone: their mail is off anyway and their data is on its way out.
 */
export async function disableNotificationMail(
  db: Queryable,
  userId: number,
  reason: NotificationsDisabledReason,
  typeOff: EmailNotificationType | null,
): Promise<MailFeedbackMember | null> {
  const rows = (await db.query(
    `WITH changed AS (
       UPDATE users SET
         notifications_disabled = CASE WHEN $2 = ANY(notifications_disabled) THEN notifications_disabled
                                       ELSE array_append(notifications_disabled, $2) END,
         email_notifications_off = CASE WHEN $3::text IS NULL OR $3 = ANY(email_notifications_off) THEN email_notifications_off
                                        ELSE array_append(email_notifications_off, $3) END
        WHERE id = $1 AND status <> 'deleted'
        RETURNING id, email, language, site_id)
     SELECT c.id, c.email, c.language, s.name AS site_name FROM changed c LEFT JOIN sites s ON s.id = c.site_id`,
    [userId, reason, typeOff],
  )) as MailFeedbackMember[];
  return rows[0] ?? null;
}

/** The member a token names, for the confirmation page. */
export async function mailFeedbackMember(db: Queryable, userId: number): Promise<MailFeedbackMember | null> {
  const rows = (await db.query(
    `SELECT u.id, u.email, u.language, s.name AS site_name FROM users u LEFT JOIN sites s ON s.id = u.site_id
      WHERE u.id = $1 AND u.status <> 'deleted'`,
    [userId],
  )) as MailFeedbackMember[];
  return rows[0] ?? null;
}
