import type { User } from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { saveReadReceipts } from '../../api/accounts-api';
import { USER_QUERY_KEY } from '../../auth/user-query';
import { ApiErrorAlert } from '../common/api-error-alert';

/** PUT /api/account/read-receipts, saved the moment it is switched. */
export function ReadReceiptsSwitch({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveReadReceipts,
    onSuccess: (updated) => queryClient.setQueryData(USER_QUERY_KEY, updated),
  });
  // While saving, show where it is going rather than flicker back.
  const checked = save.isPending ? save.variables : user.read_receipts;

  return (
    <section className="settings-section" aria-labelledby="read-receipts-title">
      <h2 id="read-receipts-title" className="settings-section__title">
        {t('account_settings.read_receipts_title')}
      </h2>
      <Form.Check
        type="switch"
        id="settings-read-receipts"
        label={t('account_settings.read_receipts_label')}
        checked={checked}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
        aria-describedby="settings-read-receipts-help"
        data-testid="settings-read-receipts"
      />
      <p id="settings-read-receipts-help" className="form-text mb-0">
        {t('account_settings.read_receipts_help')}
      </p>
      <ApiErrorAlert error={save.error} className="mt-3 mb-0" />
    </section>
  );
}
