import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import Container from 'react-bootstrap/Container';
import Placeholder from 'react-bootstrap/Placeholder';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { usePageTitle } from '../../layout/use-page-title';
import { useLocaleTag } from '../../ui/use-locale-tag';
import { TransactionRow } from './transaction-row';
import { TransactionsEmpty } from './transactions-empty';
import { paymentsQuery } from './transactions-query';
import './transactions.scss';

/** /transactions: every purchase of the member, newest first (docs/product.md#payments). */
export function TransactionsPage() {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  usePageTitle(t('transactions.title'));
  // Fresh on entering: the route's loader asks again each time.
  const payments = useQuery(paymentsQuery());

  return (
    <Container className="payments-page">
      <header className="payments-page__header">
        <h1 className="payments-page__title">{t('transactions.title')}</h1>
        <Link to="/credits/repeat-order" className="btn btn-outline-primary btn-sm">
          {t('transactions.repeat_link')}
        </Link>
      </header>
      {payments.isError ? (
        <ApiErrorAlert error={payments.error} onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
      ) : payments.isPending ? (
        <div role="status" aria-label={t('common.loading')} data-testid="transactions-loading">
          {Array.from({ length: 4 }, (_, i) => (
            <Placeholder key={i} as="div" animation="glow" className="mb-3">
              <Placeholder xs={12} size="lg" />
            </Placeholder>
          ))}
        </div>
      ) : payments.data.length === 0 ? (
        <TransactionsEmpty />
      ) : (
        <section className="payments-card">
          <Table responsive hover className="transactions-table mb-0" data-testid="transactions-list">
            <caption className="visually-hidden">{t('transactions.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('transactions.col_date')}</th>
                <th scope="col">{t('transactions.col_package')}</th>
                <th scope="col" className="text-end">
                  {t('transactions.col_amount')}
                </th>
                <th scope="col">{t('transactions.col_method')}</th>
                <th scope="col">{t('transactions.col_status')}</th>
                <th scope="col" className="text-end">
                  {t('transactions.col_credits')}
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.data.map((payment) => (
                <TransactionRow key={payment.id} payment={payment} localeTag={localeTag} />
              ))}
            </tbody>
          </Table>
        </section>
      )}
    </Container>
  );
}
