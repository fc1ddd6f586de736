import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { resendActivation } from '../../api/accounts-api';
import { isApiError } from '../../api/api-error';

interface Props {
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
  label?: string;
}

/** POST /api/accounts/activation/resend, then says so (or why not) in place of the button. */
export function ResendActivationButton({ variant = 'outline-primary', size, className = '', label }: Props) {
  const { t } = useTranslation();
  const resend = useMutation({ mutationFn: resendActivation });
  if (resend.isSuccess) {
    return (
      <span className={`resend-activation__done ${className}`} role="status">
        {t('activation.resent')}
      </span>
    );
  }
  return (
    <span className={`resend-activation ${className}`}>
      <Button variant={variant} size={size} onClick={() => resend.mutate()} disabled={resend.isPending} data-testid="resend-activation">
        {resend.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        {label ?? t('activation.resend')}
      </Button>
      {resend.isError ? (
        <span className="d-block small text-danger mt-1" role="alert">
          {isApiError(resend.error) ? resend.error.message : t('errors.generic')}
        </span>
      ) : null}
    </span>
  );
}
