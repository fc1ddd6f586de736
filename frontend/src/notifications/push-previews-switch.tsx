import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/query-keys';
import { InstantSwitch } from '../ui/instant-switch';
import { saveNotificationSettings } from './notification-settings-api';

/** Whether a message's push shows the start of its text, or only who wrote. */
export function PushPreviewsSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (value: boolean) => saveNotificationSettings({ push_previews: value }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.member.notificationSettings, settings),
  });
  return (
    <div className="notification-switch">
      <InstantSwitch
        id="push-previews"
        label={t('notifications.push_previews_label')}
        help={t('notifications.push_previews_help')}
        checked={on}
        saving={save.isPending}
        savingValue={save.variables}
        onChange={(value) => save.mutate(value)}
        error={save.error}
      />
    </div>
  );
}
