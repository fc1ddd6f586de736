import type { PaymentView } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../price-display-rules';
import { creditsAdded } from './payment-state-rules';
import { formatPaymentDate } from './payment-format';
import { PaymentStatusBadge } from './payment-status-badge';

/** One purchase in the list; the date opens its page with the receipt. */
export function TransactionRow({ payment, localeTag }: { payment: PaymentView; localeTag: string }) {
  const { t } = useTranslation();
  const added = creditsAdded(payment);
  return (
    <tr data-testid={`transactions-row-${payment.id}`}>
      <td>
        <Link to="/transactions/$id" params={{ id: payment.id }} className="fw-semibold">
          {formatPaymentDate(payment.created_at, localeTag)}
        </Link>
      </td>
      <td>{t('receipt.credits', { count: payment.package.credits })}</td>
      <td className="text-end text-nowrap">{formatPrice(payment.amount_cents, payment.currency, localeTag)}</td>
      <td>{t(`payment_methods.${payment.method}`)}</td>
      <td>
        <PaymentStatusBadge status={payment.status} />
      </td>
      <td className="text-end">{added === null ? <span className="text-body-secondary">–</span> : `+${added}`}</td>
    </tr>
  );
}
