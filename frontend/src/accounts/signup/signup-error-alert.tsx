import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { requestReactivation } from '../../api/account-actions-api';
import { isApiError } from '../../api/api-error';
import { useSettings } from '../../site-settings/use-settings';
import { ApiErrorAlert } from '../../ui/api-error-alert';

interface Props {
  error: unknown;
  email: string;
  /** Called before leaving the form for the login page (the modal closes itself). */
  onLeave?: () => void;
}

/** Signup errors that are not about one field, with a way forward (docs/product.md#accounts). */
export function SignupErrorAlert({ error, email, onLeave }: Props) {
  const { t } = useTranslation();
  const settings = useSettings();
  const reactivation = useMutation({ mutationFn: requestReactivation });
  if (!isApiError(error)) return <ApiErrorAlert error={error} />;

  if (error.code === 'email_taken') {
    return (
      <Alert variant="warning" role="alert">
        <p className="mb-2">{error.message}</p>
        <Link to="/login" search={{ email: email.trim() }} className="btn btn-sm btn-secondary" onClick={onLeave}>
          {t('signup.login_instead')}
        </Link>
      </Alert>
    );
  }

  if (error.code === 'account_deleted') {
    return (
      <Alert variant="warning" role="alert">
        <p className="mb-2">{error.message}</p>
        {reactivation.isSuccess ? (
          <p className="mb-2 fw-semibold" role="status">
            {t('signup.reactivation_sent', { email: email.trim() })}
          </p>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            className="mb-2"
            disabled={reactivation.isPending}
            onClick={() => reactivation.mutate(email.trim())}
          >
            {t('signup.reactivation_send')}
          </Button>
        )}
        <ApiErrorAlert error={reactivation.error} className="mb-2" />
        <p className="small mb-0">
          {t('signup.support_prefix')} <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
        </p>
      </Alert>
    );
  }

  return <ApiErrorAlert error={error} />;
}
