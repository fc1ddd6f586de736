import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../../../api/load-query';
import { parseCreditsSearch } from '../../../payments/credits-search-rules';
import { DirectDebitPage } from '../../../payments/direct-debit/direct-debit-page';
import { packagesQuery } from '../../../payments/payments-queries';
import { companyInfoQuery } from '../../../site-settings/company-info-query';

// /directdebit (docs/product.md#direct-debit), reached from the credits page with `?package={id}` (and a typed `code`).
export const Route = createFileRoute('/_default/_authenticated/directdebit')({
  validateSearch: parseCreditsSearch,
  // The chosen package at its price (with the code's when there is one) and the creditor the mandate names.
  loaderDeps: ({ search }) => ({ chosen: search.package !== undefined, code: search.code ?? null }),
  loader: ({ context: { queryClient }, deps: { chosen, code } }) =>
    Promise.all([chosen ? loadQuery(queryClient, packagesQuery(code)) : undefined, loadQuery(queryClient, companyInfoQuery())]),
  // Before the package arrives the page shows its placeholder.
  pendingComponent: DirectDebitRoute,
  component: DirectDebitRoute,
});

function DirectDebitRoute() {
  return <DirectDebitPage search={Route.useSearch()} />;
}
