import { Link } from '@tanstack/react-router';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/** No earlier order to repeat: the packages instead. */
export function RepeatOrderEmpty() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" className="text-center payments-empty" data-testid="repeat-order-empty">
      <h2 className="h5">{t('repeat_order.empty_title')}</h2>
      <p>{t('repeat_order.empty_body')}</p>
      <Link to="/credits" className="btn btn-primary">
        {t('transactions.buy_credits')}
      </Link>
    </Alert>
  );
}
