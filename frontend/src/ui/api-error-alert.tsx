import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';

interface ApiErrorAlertProps {
  error: unknown;
  /** Offers a Retry button that calls this; `retrying` disables it while the call runs again. */
  onRetry?: () => void;
  retrying?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A failed call as an alert: the server's translated message, or the generic one (docs/product.md#errors). */
export function ApiErrorAlert({ error, onRetry, retrying = false, children, className = '' }: ApiErrorAlertProps) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = isApiError(error) && error.message && error.message !== error.code ? error.message : t('errors.generic');
  return (
    <div className={`alert alert-danger ${className}`} role="alert">
      <p className="mb-0">{message}</p>
      {onRetry ? (
        <button className="btn btn-outline-danger btn-sm mt-2" type="button" onClick={onRetry} disabled={retrying}>
          {t('common.retry')}
        </button>
      ) : null}
      {children}
    </div>
  );
}
