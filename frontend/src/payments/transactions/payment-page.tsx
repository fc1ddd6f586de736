import { Link } from '@tanstack/react-router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { isApiError } from '../../api/api-error';
import { usePageTitle } from '../../layout/use-page-title';
import { useRepeatOrder } from '../repeat-order/use-repeat-order';
import { useLocaleTag } from '../../ui/use-locale-tag';
import { AnotherMethodOffer } from './another-method-offer';
import { failureOffer, paymentViewState } from './payment-state-rules';
import { PaymentStatusPanel } from './payment-status-panel';
import { PaymentSummary } from './payment-summary';
import { ReceiptSection } from './receipt-section';
import { RecurringFailedOffer } from './recurring-failed-offer';
import { RefundSection } from './refund-section';
import type { TransactionSearch } from './transaction-search';
import { useLivePayment } from './use-live-payment';
import './transactions.scss';

/**
 * /transactions/{id}: one payment followed from pending to its end without a reload, with
 * the offers after a failure (docs/product.md#payments), the receipt and the refund. `?return=1` is the
 * member's arrival from the provider's page.
 */
export function PaymentPage({ id, search }: { id: number; search: TransactionSearch }) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  usePageTitle(t('payment_page.title'));
  const query = useLivePayment(id);
  const repeat = useRepeatOrder();
  const returned = search.return === 1;

  // A failed poll after the payment was shown keeps it on screen; the next poll tries again.
  if (query.isError && !query.data) {
    const missing = isApiError(query.error) && (query.error.code === 'payment_not_found' || query.error.status === 404);
    return (
      <Container className="payments-page payments-page--narrow">
        {missing ? (
          <Alert variant="light" className="payments-card" data-testid="payment-not-found">
            <p>{t('errors.payment_not_found')}</p>
            <Link to="/transactions" className="btn btn-outline-primary">
              {t('payment_page.all_transactions')}
            </Link>
          </Alert>
        ) : (
          <ApiErrorAlert error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
      </Container>
    );
  }

  const detail = query.data ?? null;
  const payment = detail?.payment ?? null;
  const offer = payment ? failureOffer(payment) : null;
  const state = payment ? paymentViewState(payment.status) : 'loading';
  const repeatOf = search.repeat_of;
  return (
    <Container className="payments-page payments-page--narrow">
      <header className="payments-page__header">
        <h1 className="payments-page__title">{t('payment_page.title')}</h1>
        <Link to="/transactions" className="btn btn-link btn-sm px-0 payments-page__back">
          {t('payment_page.all_transactions')}
        </Link>
      </header>
      <PaymentStatusPanel payment={payment} returned={returned}>
        {payment && offer === 'another_method' ? <AnotherMethodOffer packageId={payment.package.id} /> : null}
        {payment && offer === 'recurring_card' ? (
          <>
            <RecurringFailedOffer
              packageId={payment.package.id}
              onRetry={repeatOf === undefined ? undefined : () => repeat.mutate(repeatOf)}
              retrying={repeat.isPending}
            />
            {/* A refused retry of the same card says what the offer above already says. */}
            {isApiError(repeat.error) && repeat.error.code === 'recurring_payment_failed' ? null : (
              <ApiErrorAlert error={repeat.error} className="mt-3 mb-0" />
            )}
          </>
        ) : null}
        {state === 'completed' && returned ? (
          <div className="payment-offer__actions mt-3">
            <Link to="/chats" className="btn btn-primary">
              {t('payment_page.to_chats')}
            </Link>
            <Link to="/members" className="btn btn-outline-primary">
              {t('payment_page.to_members')}
            </Link>
          </div>
        ) : null}
      </PaymentStatusPanel>
      {payment ? <PaymentSummary payment={payment} localeTag={localeTag} /> : null}
      {detail?.receipt ? <ReceiptSection receipt={detail.receipt} localeTag={localeTag} /> : null}
      {payment ? <RefundSection key={payment.id} payment={payment} /> : null}
    </Container>
  );
}
