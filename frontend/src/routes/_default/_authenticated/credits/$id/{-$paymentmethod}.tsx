import { createFileRoute, redirect } from '@tanstack/react-router';
import { parsePaySearch } from '../../../../../payments/credits-search-rules';
import { loadPricedPackages } from '../../../../../payments/load-priced-packages';
import { PayPage } from '../../../../../payments/pay-page';
import { payParams } from '../../../../../payments/pay-route-params';
import { methodTarget } from '../../../../../payments/start-payment-rules';

// /credits/{id}/{paymentmethod?} (docs/product.md#payments): a package id and, optionally, a method of the vocabulary (payParams).
export const Route = createFileRoute('/_default/_authenticated/credits/$id/{-$paymentmethod}')({
  params: payParams,
  validateSearch: parsePaySearch,
  beforeLoad: ({ params: { id, paymentmethod }, search }) => {
    if (paymentmethod === undefined) return;
    // Direct debit has its own form (consent, SMS code).
    const target = methodTarget({ packageId: id, method: paymentmethod, code: search.code ?? null });
    if (target.kind === 'directdebit') throw redirect({ href: target.href, replace: true });
  },
  // The order at the price it is paid at: with the code's prices when there is one, so the price never changes under the button.
  loaderDeps: ({ search: { code } }) => ({ code: code ?? null }),
  loader: ({ context: { queryClient }, params: { paymentmethod }, deps: { code } }) =>
    loadPricedPackages(queryClient, code, paymentmethod ?? null),
  // Before the prices arrive the page shows its spinner.
  pendingComponent: PayRoute,
  component: PayRoute,
});

function PayRoute() {
  const { id, paymentmethod } = Route.useParams();
  const { code } = Route.useSearch();
  return <PayPage key={`${id}:${paymentmethod ?? ''}`} packageId={id} method={paymentmethod} code={code ?? null} />;
}
