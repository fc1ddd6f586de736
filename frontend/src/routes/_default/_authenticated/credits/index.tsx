import { createFileRoute } from '@tanstack/react-router';
import { CreditsPage } from '../../../../payments/credits-page';
import { parseCreditsSearch } from '../../../../payments/credits-search-rules';
import { loadActiveOffer } from '../../../../payments/load-active-offer';
import { loadPricedPackages } from '../../../../payments/load-priced-packages';

export const Route = createFileRoute('/_default/_authenticated/credits/')({
  validateSearch: parseCreditsSearch,
  // The member's prices and offer. A typed code is checked on the page, at its field, as the member types it.
  loader: ({ context: { queryClient } }) => Promise.all([loadPricedPackages(queryClient, null), loadActiveOffer(queryClient)]),
  // Before the prices arrive the page shows its skeleton.
  pendingComponent: CreditsRoute,
  component: CreditsRoute,
});

function CreditsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Choosing a package or a code replaces the entry: Back leaves the page instead of undoing clicks.
  return <CreditsPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
