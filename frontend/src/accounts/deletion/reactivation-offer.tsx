import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { requestReactivation } from '../../api/account-actions-api';
import { ApiErrorAlert } from '../../ui/api-error-alert';

/** Under an `account_deleted` answer: mail the link that restores the account (docs/product.md#leaving). */
export function ReactivationOffer({ email }: { email: string }) {
  const { t } = useTranslation();
  const reactivation = useMutation({ mutationFn: requestReactivation });
  return (
    <div className="mt-2">
      {reactivation.isSuccess ? (
        <p className="mb-0 fw-semibold" role="status">
          {t('signup.reactivation_sent', { email })}
        </p>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={reactivation.isPending}
          onClick={() => reactivation.mutate(email)}
          data-testid="reactivation-send"
        >
          {t('signup.reactivation_send')}
        </Button>
      )}
      <ApiErrorAlert error={reactivation.error} className="mt-2 mb-0" />
    </div>
  );
}
