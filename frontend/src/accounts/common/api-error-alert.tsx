import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';

/** A failed call as an alert: the server's translated message, or the generic one (spec §8). */
export function ApiErrorAlert({ error, children, className = '' }: { error: unknown; children?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = isApiError(error) && error.message && error.message !== error.code ? error.message : t('errors.generic');
  return (
    <Alert variant="danger" className={className} role="alert">
      <p className="mb-0">{message}</p>
      {children}
    </Alert>
  );
}
