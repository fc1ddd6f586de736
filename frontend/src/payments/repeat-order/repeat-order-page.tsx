import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import Container from 'react-bootstrap/Container';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { isApiError } from '../../api/api-error';
import { usePageTitle } from '../../layout/use-page-title';
import { RecurringFailedOffer } from '../transactions/recurring-failed-offer';
import { useLocaleTag } from '../../ui/use-locale-tag';
import { RepeatOrderEmpty } from './repeat-order-empty';
import { RepeatOrderItem } from './repeat-order-item';
import { repeatOrdersQuery } from './repeat-orders-query';
import { useRepeatOrder } from './use-repeat-order';
import '../transactions/transactions.scss';

/** /credits/repeat-order: earlier orders, each bought again in one click (docs/product.md#payments). */
export function RepeatOrderPage() {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  usePageTitle(t('repeat_order.title'));
  // Today's prices: the route's loader asks again on every entry.
  const orders = useQuery(repeatOrdersQuery());
  const repeat = useRepeatOrder();
  const failedId = repeat.isError ? repeat.variables : undefined;
  const failedOrder = orders.data?.find((order) => order.payment_id === failedId);
  const cardFailed = isApiError(repeat.error) && repeat.error.code === 'recurring_payment_failed';

  return (
    <Container className="payments-page payments-page--narrow">
      <header className="payments-page__header">
        <h1 className="payments-page__title">{t('repeat_order.title')}</h1>
        <Link to="/transactions" className="btn btn-link btn-sm px-0">
          {t('payment_page.all_transactions')}
        </Link>
      </header>
      <p className="payments-page__intro">{t('repeat_order.intro')}</p>
      {repeat.isError ? (
        cardFailed && failedOrder ? (
          <div className="payments-card" role="alert">
            <RecurringFailedOffer
              packageId={failedOrder.package.id}
              onRetry={() => repeat.mutate(failedOrder.payment_id)}
              retrying={repeat.isPending}
            />
          </div>
        ) : (
          <ApiErrorAlert error={repeat.error} />
        )
      ) : null}
      {orders.isError ? (
        <ApiErrorAlert error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : orders.isPending ? (
        <div role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 2 }, (_, i) => (
            <Placeholder key={i} as="div" animation="glow" className="mb-3">
              <Placeholder xs={12} size="lg" />
            </Placeholder>
          ))}
        </div>
      ) : orders.data.length === 0 ? (
        <RepeatOrderEmpty />
      ) : (
        <div className="repeat-orders" data-testid="repeat-orders">
          {orders.data.map((order) => (
            <RepeatOrderItem
              key={order.payment_id}
              order={order}
              localeTag={localeTag}
              onRepeat={() => repeat.mutate(order.payment_id)}
              busy={repeat.isPending && repeat.variables === order.payment_id}
              // After a successful start the page is left; until then one order at a time.
              disabled={repeat.isPending || repeat.isSuccess}
            />
          ))}
        </div>
      )}
    </Container>
  );
}
