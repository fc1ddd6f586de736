import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Bootstrap's dismissible alert: the message and a close button named in the member's language. */
export function DismissibleAlert({
  variant,
  onClose,
  className = '',
  testId,
  children,
}: {
  variant: 'info' | 'warning' | 'danger' | 'light' | 'secondary';
  onClose: () => void;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`alert alert-${variant} alert-dismissible ${className}`} data-testid={testId}>
      {children}
      <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
    </div>
  );
}
