import type { EmailNotificationType } from '../vocabularies';
import { emailNotificationAllowed, type EmailNotificationMember } from '../notifications/email-notification-rules';
import type { Queryable } from './queryable';

/** The fields of a member that decide about notification mails, or null for no such member. */
export async function emailNotificationMember(db: Queryable, userId: number): Promise<EmailNotificationMember | null> {
  const rows = (await db.query(`SELECT status, notifications_disabled, email_notifications_off FROM users WHERE id = $1`, [
    userId,
  ])) as EmailNotificationMember[];
  return rows[0] ?? null;
}

/**
 * May this member get a notification mail of `type` now: the type is on, mail is not off as a
 * whole (notifications_disabled empty) and the account is active. Run it in the transaction that
 * queues the mail, so a change committed before it is seen.
 */
export async function mayEmailMember(db: Queryable, userId: number, type: EmailNotificationType): Promise<boolean> {
  const member = await emailNotificationMember(db, userId);
  return member !== null && emailNotificationAllowed(member, type);
}
