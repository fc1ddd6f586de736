import { Link } from '@tanstack/react-router';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

interface Props {
  packageId: number;
  /** Charges the same earlier order again; without it, Try again opens the repeat orders. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** docs/product.md#payments: the stored card could not be charged — retry, enter the card by hand, or pay with a payment service. */
export function RecurringFailedOffer({ packageId, onRetry, retrying = false }: Props) {
  const { t } = useTranslation();
  return (
    <div className="payment-offer" data-testid="recurring-failed-offer">
      <p>{t('errors.recurring_payment_failed')}</p>
      <div className="payment-offer__actions">
        {onRetry ? (
          <Button variant="primary" onClick={onRetry} disabled={retrying} data-testid="recurring-retry">
            {retrying ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {t('payment_page.retry_charge')}
          </Button>
        ) : (
          <Link to="/credits/repeat-order" className="btn btn-primary" data-testid="recurring-retry">
            {t('payment_page.retry_charge')}
          </Link>
        )}
        <Link
          to="/credits/$id/{-$paymentmethod}"
          params={{ id: packageId, paymentmethod: 'creditcard' }}
          className="btn btn-outline-primary"
          data-testid="recurring-card-by-hand"
        >
          {t('payment_page.card_by_hand')}
        </Link>
        <Link
          to="/credits/$id/{-$paymentmethod}"
          params={{ id: packageId, paymentmethod: undefined }}
          className="btn btn-outline-primary"
          data-testid="recurring-payment-service"
        >
          {t('payment_page.payment_service')}
        </Link>
      </div>
    </div>
  );
}
