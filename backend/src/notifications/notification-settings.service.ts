import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  applyEmailNotificationChanges,
  emailNotificationSwitches,
  type NotificationSettingsUpdateDto,
  type NotificationSettingsResponse,
} from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import {
  clearNotificationsDisabled,
  notificationSettings,
  setNotificationSettings,
  type NotificationSettingsRow,
} from './notifications.repository';

const view = (row: NotificationSettingsRow): NotificationSettingsResponse => ({
  email: emailNotificationSwitches(row.email_notifications_off),
  notifications_disabled: row.notifications_disabled,
  push_previews: row.push_previews,
});

/** The member's own email notification settings (docs/product.md#notifications). */
@Injectable()
export class NotificationSettingsService {
  constructor(private readonly db: DataSource) {}

  async get(userId: number): Promise<NotificationSettingsResponse> {
    return view(found(await notificationSettings(this.db, userId)));
  }

  /** Applies the switches named; read and written in one transaction so two tabs never lose each other's change. */
  async update(userId: number, changes: NotificationSettingsUpdateDto): Promise<NotificationSettingsResponse> {
    return this.db.transaction(async (manager) => {
      const rows = (await manager.query(`SELECT email_notifications_off FROM users WHERE id = $1 FOR UPDATE`, [userId])) as Pick<
        NotificationSettingsRow,
        'email_notifications_off'
      >[];
      const current = found(rows[0]);
      const off = applyEmailNotificationChanges(current.email_notifications_off, changes.email ?? {});
      return view(found(await setNotificationSettings(manager, userId, off, changes.push_previews)));
    });
  }

  /** Mail back on after a bounce, a complaint or an unsubscribe: the member says the address works and wants mail. */
  async resume(userId: number): Promise<NotificationSettingsResponse> {
    return view(found(await clearNotificationsDisabled(this.db, userId)));
  }
}

function found<T>(row: T | null | undefined): T {
  // The session guard let the member in, so only a deletion in between gets here.
  if (!row) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
  return row;
}
