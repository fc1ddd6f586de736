import type { RepeatOrder } from '@amoretto/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../price-display-rules';
import { formatPaymentDate } from '../transactions/payment-format';

interface Props {
  order: RepeatOrder;
  localeTag: string;
  onRepeat: () => void;
  /** This order is being bought right now. */
  busy: boolean;
  /** Another order is being bought: one at a time. */
  disabled: boolean;
}

/** An earlier order with today's price, bought again in one click with the same method. */
export function RepeatOrderItem({ order, localeTag, onRepeat, busy, disabled }: Props) {
  const { t } = useTranslation();
  const method = t(`payment_methods.${order.method}`);
  return (
    <article className="payments-card repeat-order" data-testid={`repeat-order-item-${order.payment_id}`}>
      <div>
        <h2 className="h5 mb-1">{t('receipt.credits', { count: order.package.credits })}</h2>
        <p className="mb-1">{order.mandate ? t('repeat_order.method_with_mandate', { method, label: order.mandate.label }) : method}</p>
        <p className="small text-body-secondary mb-0">
          {t('repeat_order.last_paid', { date: formatPaymentDate(order.last_paid_at, localeTag) })}
        </p>
      </div>
      <div className="text-end">
        <p className="repeat-order__price mb-1">{formatPrice(order.amount_cents, order.currency, localeTag)}</p>
        <Button variant="primary" onClick={onRepeat} disabled={busy || disabled} data-testid={`repeat-order-${order.payment_id}`}>
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {order.mandate ? t('repeat_order.buy_now_mandate') : t('repeat_order.buy_again')}
        </Button>
      </div>
    </article>
  );
}
