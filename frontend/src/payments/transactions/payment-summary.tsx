import type { PaymentView } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../price-display-rules';
import { creditsAdded } from './payment-state-rules';
import { formatPaymentDate } from './payment-format';
import { PaymentStatusBadge } from './payment-status-badge';

/** The order itself: when, what, how much, how, and what it did to the balance. */
export function PaymentSummary({ payment, localeTag }: { payment: PaymentView; localeTag: string }) {
  const { t } = useTranslation();
  const added = creditsAdded(payment);
  return (
    <section className="payments-card payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className="h5">
        {t('payment_page.order_title')}
      </h2>
      <dl className="payment-summary__facts mb-0">
        <dt>{t('transactions.col_date')}</dt>
        <dd>{formatPaymentDate(payment.created_at, localeTag)}</dd>
        <dt>{t('transactions.col_package')}</dt>
        <dd>{t('receipt.credits', { count: payment.package.credits })}</dd>
        <dt>{t('transactions.col_amount')}</dt>
        <dd>
          {formatPrice(payment.amount_cents, payment.currency, localeTag)}
          {payment.discount ? (
            <span className="text-body-secondary ms-2">
              {t('payment_page.discount_applied', { code: payment.discount.code, percentage: payment.discount.percentage })}
            </span>
          ) : null}
        </dd>
        <dt>{t('transactions.col_method')}</dt>
        <dd>{t(`payment_methods.${payment.method}`)}</dd>
        <dt>{t('transactions.col_status')}</dt>
        <dd>
          <PaymentStatusBadge status={payment.status} />
        </dd>
        <dt>{t('transactions.col_credits')}</dt>
        <dd>{added === null ? '–' : `+${added}`}</dd>
      </dl>
    </section>
  );
}
