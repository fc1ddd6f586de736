import type { User } from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../accounts/common/api-error-alert';
import { updateProfile } from '../api/accounts-api';
import { USER_QUERY_KEY } from '../auth/user-query';
import type { ShowToast } from './use-toasts';

/** Invisible mode (spec §4), saved the moment it is switched; independent of the details form. */
export function InvisibleSwitch({ user, onToast }: { user: User; onToast: ShowToast }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (invisible: boolean) => updateProfile({ invisible }),
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      onToast(updated.profile.invisible ? t('profile.invisible_on') : t('profile.invisible_off'));
    },
  });
  // While saving, show where it is going rather than flicker back.
  const checked = save.isPending ? save.variables : user.profile.invisible;

  return (
    <div className="invisible-option">
      <Form.Check
        type="switch"
        id="profile-invisible"
        className="invisible-option__switch"
        label={t('profile.invisible_label')}
        checked={checked}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
        aria-describedby="profile-invisible-help"
        data-testid="profile-invisible"
      />
      <p id="profile-invisible-help" className="form-text mb-0">
        {t('profile.invisible_help')}
      </p>
      <ApiErrorAlert error={save.error} className="mt-3 mb-0" />
    </div>
  );
}
