import type { User } from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveReadReceipts } from '../../api/account-actions-api';
import { queryKeys } from '../../api/query-keys';
import { InstantSwitch } from '../../ui/instant-switch';

/** PUT /api/account/read-receipts, saved the moment it is switched. */
export function ReadReceiptsSwitch({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveReadReceipts,
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.user, updated),
  });
  return (
    <section className="settings-section" aria-labelledby="read-receipts-title">
      <h2 id="read-receipts-title" className="settings-section__title">
        {t('account_settings.read_receipts_title')}
      </h2>
      <InstantSwitch
        id="settings-read-receipts"
        label={t('account_settings.read_receipts_label')}
        help={t('account_settings.read_receipts_help')}
        checked={user.read_receipts}
        saving={save.isPending}
        savingValue={save.variables}
        onChange={(value) => save.mutate(value)}
        error={save.error}
      />
    </section>
  );
}
