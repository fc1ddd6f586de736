import type { NotificationSettingsResponse, NotificationSettingsUpdateDto } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client';
import { queryKeys } from '../api/query-keys';

/** GET /api/notifications: the email switches, whether mail is off, push previews. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.member.notificationSettings,
    queryFn: ({ signal }) => apiFetch<NotificationSettingsResponse>({ path: '/notifications', signal }),
  });

export function saveNotificationSettings(changes: NotificationSettingsUpdateDto): Promise<NotificationSettingsResponse> {
  return apiFetch<NotificationSettingsResponse>({ method: 'PUT', path: '/notifications', body: changes });
}

/** Mail back on after a bounce, a complaint or an unsubscribe. */
export function resumeNotificationMail(): Promise<NotificationSettingsResponse> {
  return apiFetch<NotificationSettingsResponse>({ method: 'DELETE', path: '/notifications/disabled' });
}
