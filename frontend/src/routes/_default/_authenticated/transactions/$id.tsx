import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '../../../../payments/transactions/payment-page';
import { parseTransactionSearch } from '../../../../payments/transactions/transaction-search';
import { idParams } from '../../../../router-params';

// /transactions/{id} (docs/product.md#payments); also the page the provider sends the member back to (`?return=1`).
// No loader: the page follows the payment live and polls it itself.
export const Route = createFileRoute('/_default/_authenticated/transactions/$id')({
  params: idParams,
  validateSearch: parseTransactionSearch,
  component: PaymentRoute,
});

function PaymentRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  return <PaymentPage key={id} id={id} search={search} />;
}
