import { createFileRoute } from '@tanstack/react-router';
import { parseCreditsSearch } from '../../../payments/credits-search-rules';
import { DirectDebitPage } from '../../../payments/direct-debit/direct-debit-page';

// /directdebit (docs/product.md#direct-debit), reached from the credits page with `?package={id}` (and a typed `code`).
export const Route = createFileRoute('/_default/_authenticated/directdebit')({
  validateSearch: parseCreditsSearch,
  component: DirectDebitRoute,
});

function DirectDebitRoute() {
  return <DirectDebitPage search={Route.useSearch()} />;
}
