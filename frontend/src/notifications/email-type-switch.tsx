import type { EmailNotificationType } from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/query-keys';
import { InstantSwitch } from '../ui/instant-switch';
import { saveNotificationSettings } from './notification-settings-api';

/** One email notification type, saved the moment it is switched (only this type is sent, so two quick flips never undo each other). */
export function EmailTypeSwitch({ type, on, disabled }: { type: EmailNotificationType; on: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (value: boolean) => saveNotificationSettings({ email: { [type]: value } }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.member.notificationSettings, settings),
  });
  return (
    <div className="notification-switch">
      <InstantSwitch
        id={`email-notification-${type}`}
        label={t(`notifications.types.${type}.label`)}
        help={t(`notifications.types.${type}.help`)}
        checked={on}
        saving={save.isPending}
        savingValue={save.variables}
        onChange={(value) => save.mutate(value)}
        error={save.error}
        disabled={disabled}
      />
    </div>
  );
}
