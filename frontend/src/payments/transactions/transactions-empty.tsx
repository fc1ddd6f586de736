import { Link } from '@tanstack/react-router';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/** No purchase yet, and where to make the first one. */
export function TransactionsEmpty() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" className="text-center payments-empty" data-testid="transactions-empty">
      <h2 className="h5">{t('transactions.empty_title')}</h2>
      <p>{t('transactions.empty_body')}</p>
      <Link to="/credits" className="btn btn-primary">
        {t('transactions.buy_credits')}
      </Link>
    </Alert>
  );
}
