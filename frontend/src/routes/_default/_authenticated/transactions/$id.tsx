import { parseUrlId } from '@amoretto/shared';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PaymentPage } from '../../../../payments/transactions/payment-page';
import { parseTransactionSearch } from '../../../../payments/transactions/transaction-search';

// Spec §2 /transactions/{id}; also the page the provider sends the member back to (`?return=1`).
export const Route = createFileRoute('/_default/_authenticated/transactions/$id')({
  validateSearch: parseTransactionSearch,
  beforeLoad: ({ params }) => {
    if (parseUrlId(params.id) === null) throw notFound();
  },
  component: PaymentRoute,
});

function PaymentRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const paymentId = parseUrlId(id);
  return paymentId === null ? null : <PaymentPage key={paymentId} id={paymentId} search={search} />;
}
