import { createFileRoute } from '@tanstack/react-router';
import { loadFreshQuery } from '../../../../api/load-query';
import { PaymentPage } from '../../../../payments/transactions/payment-page';
import { paymentQuery } from '../../../../payments/transactions/transactions-query';
import { parseTransactionSearch } from '../../../../payments/transactions/transaction-search';
import { idParams } from '../../../../router-params';

// /transactions/{id} (docs/product.md#payments); also the page the provider sends the member back to (`?return=1`).
export const Route = createFileRoute('/_default/_authenticated/transactions/$id')({
  params: idParams,
  validateSearch: parseTransactionSearch,
  // The first read, asked again on every entry; from there the page follows the payment live and polls it.
  loader: ({ context: { queryClient }, params: { id }, preload }) => loadFreshQuery(queryClient, paymentQuery(id), { preload }),
  // Before the payment arrives the page shows its loading state.
  pendingComponent: PaymentRoute,
  component: PaymentRoute,
});

function PaymentRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  return <PaymentPage key={id} id={id} search={search} />;
}
