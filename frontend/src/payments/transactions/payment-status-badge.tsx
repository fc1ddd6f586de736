import type { PaymentStatus } from '@amoretto/shared';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { statusVariant } from './payment-state-rules';

/** A payment's status in words, coloured by how it ended. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const variant = statusVariant(status);
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined} className="payment-status-badge" data-status={status}>
      {t(`transactions.status.${status}`)}
    </Badge>
  );
}
