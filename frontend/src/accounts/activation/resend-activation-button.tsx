import { useMutation } from '@tanstack/react-query';
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
      <button
        type="button"
        className={`btn btn-${variant}${size ? ` btn-${size}` : ''}`}
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        data-testid="resend-activation"
      >
        {resend.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {label ?? t('activation.resend')}
      </button>
      {resend.isError ? (
        <span className="d-block small text-danger mt-1" role="alert">
          {isApiError(resend.error) ? resend.error.message : t('errors.generic')}
        </span>
      ) : null}
    </span>
  );
}
