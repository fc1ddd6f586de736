import type { AccountStatus } from '../accounts/account-types';
import { EMAIL_NOTIFICATION_TYPES, type EmailNotificationType, type NotificationsDisabledReason } from '../vocabularies';

/** What decides whether a member may get a notification mail (docs/product.md#notifications). */
export interface EmailNotificationMember {
  status: AccountStatus;
  notifications_disabled: readonly NotificationsDisabledReason[];
  email_notifications_off: readonly EmailNotificationType[];
}

/**
 * A notification mail of `type` may go out only to an active account whose mail is not switched
 * off as a whole (a bounce, a spam complaint or an unsubscribe from a mail client fills
 * `notifications_disabled`) and that has not turned this type off. Account mails (activation,
 * password reset) are not notifications and never pass through here.
 */
export function emailNotificationAllowed(member: EmailNotificationMember, type: EmailNotificationType): boolean {
  return member.status === 'active' && member.notifications_disabled.length === 0 && !member.email_notifications_off.includes(type);
}

/** One switch per type, as the settings page and API show them: true = the member gets these mails. */
export type EmailNotificationSwitches = Record<EmailNotificationType, boolean>;

export function emailNotificationSwitches(off: readonly EmailNotificationType[]): EmailNotificationSwitches {
  return Object.fromEntries(EMAIL_NOTIFICATION_TYPES.map((type) => [type, !off.includes(type)])) as EmailNotificationSwitches;
}

/**
 * The stored list of types turned off after applying `changes` to `off`: unknown types are
 * ignored (the API refuses them earlier), the order follows EMAIL_NOTIFICATION_TYPES so the
 * column never holds duplicates.
 */
export function applyEmailNotificationChanges(
  off: readonly EmailNotificationType[],
  changes: Partial<Record<EmailNotificationType, boolean>>,
): EmailNotificationType[] {
  return EMAIL_NOTIFICATION_TYPES.filter((type) => {
    const change = changes[type];
    return change === undefined ? off.includes(type) : !change;
  });
}

/** Whether the "email notifications are off" banner applies: mail is off as a whole for a reason the member can undo. */
export function emailNotificationsOff(member: Pick<EmailNotificationMember, 'notifications_disabled'>): boolean {
  return member.notifications_disabled.length > 0;
}
