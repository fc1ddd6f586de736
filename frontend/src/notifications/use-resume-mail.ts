import type { NotificationSettingsResponse, User } from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { resumeNotificationMail } from './notification-settings-api';

/**
 * Turns notification mail back on (the banner's and the settings page's button); the member's own
 * view and the settings follow at once, so the banner goes without waiting for the next refresh.
 */
export function useResumeMail(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeNotificationMail,
    onSuccess: (settings: NotificationSettingsResponse) => {
      queryClient.setQueryData(queryKeys.member.notificationSettings, settings);
      queryClient.setQueryData<User | null>(queryKeys.user, (user) => (user ? { ...user, notifications_disabled: [] } : user));
      onDone?.();
    },
  });
}
