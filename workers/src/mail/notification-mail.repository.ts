import type { EntityManager } from 'typeorm';
import type { AccountStatus, EmailNotificationType, Locale, NotificationsDisabledReason } from '@amoretto/shared';

// The workers' statements for notification mails.

export interface NotificationMailMemberRow {
  id: number;
  email: string;
  name: string;
  language: Locale;
  country: string | null;
  status: AccountStatus;
  notifications_disabled: NotificationsDisabledReason[];
  email_notifications_off: EmailNotificationType[];
  site_name: string | null;
  site_domain: string | null;
  support_email: string | null;
  fictional_singular: string | null;
}

/**
 * The recipient with their site, the row locked against a concurrent unsubscribe: a mail queued in
 * this transaction was allowed by the settings as committed (FOR SHARE waits for a writer).
 */
export async function notificationMailMember(manager: EntityManager, userId: number): Promise<NotificationMailMemberRow | null> {
  const rows = (await manager.query(
    `SELECT u.id, u.email, u.name, u.language, u.country, u.status, u.notifications_disabled, u.email_notifications_off,
            s.name AS site_name, s.domain AS site_domain, s.support_email, s.fictional_singular
       FROM users u LEFT JOIN sites s ON s.id = u.site_id
      WHERE u.id = $1
      FOR SHARE OF u`,
    [userId],
  )) as NotificationMailMemberRow[];
  return rows[0] ?? null;
}
