import type { EmailNotificationType, NotificationsDisabledReason } from '@amoretto/shared';

/** The switches of /notifications in two groups: what members do, and what the site sends on its own. */
export const EMAIL_TYPE_GROUPS: readonly { id: 'activity' | 'news'; types: readonly EmailNotificationType[] }[] = [
  { id: 'activity', types: ['new_conversations', 'new_messages', 'like', 'unread_message_reminders', 'reminders'] },
  { id: 'news', types: ['promotions', 'weekly_updates', 'news'] },
];

/** A closed "email notifications are off" banner comes back after this long while mail stays off. */
export const MAIL_OFF_BANNER_QUIET_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The reason the banner names when mail is off for several: an address that bounces is the one
 * the member must act on (check or change it), a complaint next, an unsubscribe last.
 */
export function mailOffReason(reasons: readonly NotificationsDisabledReason[]): NotificationsDisabledReason | null {
  for (const reason of ['bounce', 'fbl', 'listunsubscribe'] as const) if (reasons.includes(reason)) return reason;
  return null;
}

/**
 * Whether the "email notifications are off" banner shows (docs/product.md#member-banners): mail
 * is off, the member is not on /notifications (which says it itself), and the banner was not
 * closed within the last 30 days. Turning mail back on forgets the closing, so mail going off
 * again later shows it again.
 */
export function showMailOffBanner(
  reasons: readonly NotificationsDisabledReason[],
  dismissedAt: number | null,
  now: number,
  pathname: string,
): boolean {
  if (mailOffReason(reasons) === null) return false;
  if (pathname === '/notifications') return false;
  return dismissedAt === null || now - dismissedAt > MAIL_OFF_BANNER_QUIET_MS;
}
