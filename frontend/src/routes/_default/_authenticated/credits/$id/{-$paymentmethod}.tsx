import { isPaymentMethod, parseId } from '@amoretto/shared';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { parsePaySearch } from '../../../../../payments/credits-search-rules';
import { PayPage } from '../../../../../payments/pay-page';
import { methodTarget } from '../../../../../payments/start-payment-rules';

// Spec §2 /credits/{id}/{paymentmethod?}: a package id and, optionally, a method of the vocabulary.
export const Route = createFileRoute('/_default/_authenticated/credits/$id/{-$paymentmethod}')({
  validateSearch: parsePaySearch,
  beforeLoad: ({ params, search }) => {
    const packageId = parseId(params.id);
    if (packageId === undefined) throw notFound();
    if (params.paymentmethod === undefined) return;
    if (!isPaymentMethod(params.paymentmethod)) throw notFound();
    // Direct debit has its own form (consent, SMS code).
    const target = methodTarget({ packageId, method: params.paymentmethod, code: search.code ?? null });
    if (target.kind === 'directdebit') throw redirect({ href: target.href, replace: true });
  },
  component: PayRoute,
});

function PayRoute() {
  const { id, paymentmethod } = Route.useParams();
  const { code } = Route.useSearch();
  const packageId = parseId(id);
  if (packageId === undefined) return null;
  const method = isPaymentMethod(paymentmethod) ? paymentmethod : undefined;
  return <PayPage key={`${packageId}:${method ?? ''}`} packageId={packageId} method={method} code={code ?? null} />;
}
