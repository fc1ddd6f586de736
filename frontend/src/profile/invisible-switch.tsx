import type { User } from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/query-keys';
import { InstantSwitch } from '../ui/instant-switch';
import { updateProfile } from '../api/account-actions-api';
import type { ShowToast } from './use-toasts';

/** Invisible mode (docs/product.md#profile), saved the moment it is switched; independent of the details form. */
export function InvisibleSwitch({ user, onToast }: { user: User; onToast: ShowToast }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (invisible: boolean) => updateProfile({ invisible }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.user, updated);
      onToast(updated.profile.invisible ? t('profile.invisible_on') : t('profile.invisible_off'));
    },
  });
  return (
    <div className="invisible-option">
      <InstantSwitch
        id="profile-invisible"
        className="invisible-option__switch"
        label={t('profile.invisible_label')}
        help={t('profile.invisible_help')}
        checked={user.profile.invisible}
        saving={save.isPending}
        savingValue={save.variables}
        onChange={(value) => save.mutate(value)}
        error={save.error}
      />
    </div>
  );
}
