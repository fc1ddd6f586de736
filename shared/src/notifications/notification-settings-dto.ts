// The notification settings API (docs/product.md#notifications), validated by the backend and used by the site.
import 'reflect-metadata';
import { IsBoolean, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import type { EmailNotificationType, NotificationsDisabledReason } from '../vocabularies';
import type { EmailNotificationSwitches } from './email-notification-rules';

/** Any subset of the eight switches; a type not named keeps its setting. */
export class EmailNotificationChangesDto implements Partial<Record<EmailNotificationType, boolean>> {
  @IsOptional() @IsBoolean() new_conversations?: boolean;
  @IsOptional() @IsBoolean() new_messages?: boolean;
  @IsOptional() @IsBoolean() like?: boolean;
  @IsOptional() @IsBoolean() unread_message_reminders?: boolean;
  @IsOptional() @IsBoolean() promotions?: boolean;
  @IsOptional() @IsBoolean() weekly_updates?: boolean;
  @IsOptional() @IsBoolean() news?: boolean;
  @IsOptional() @IsBoolean() reminders?: boolean;
}

/** `PUT /api/notifications` */
export class NotificationSettingsUpdateDto {
  @IsOptional() @IsObject() @ValidateNested() @Type(() => EmailNotificationChangesDto) email?: EmailNotificationChangesDto;
  /** Whether a message's push shows the start of its text (off: "New message from …" only). */
  @IsOptional() @IsBoolean() push_previews?: boolean;
}

/** Answer of `GET`, `PUT /api/notifications` and `DELETE /api/notifications/disabled`. */
export interface NotificationSettingsResponse {
  email: EmailNotificationSwitches;
  /** Not empty while every notification mail is off (a bounce, a spam complaint, an unsubscribe in a mail client). */
  notifications_disabled: NotificationsDisabledReason[];
  push_previews: boolean;
}
