import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** docs/product.md#payments: a failed or cancelled payment, and the way to pay the same package another way. */
export function AnotherMethodOffer({ packageId }: { packageId: number }) {
  const { t } = useTranslation();
  return (
    <div className="payment-offer" data-testid="payment-failed-offer">
      <p>{t('errors.payment_failed')}</p>
      <Link
        to="/credits/$id/{-$paymentmethod}"
        params={{ id: packageId, paymentmethod: undefined }}
        className="btn btn-primary"
        data-testid="payment-retry-other-method"
      >
        {t('payment_page.choose_other_method')}
      </Link>
    </div>
  );
}
