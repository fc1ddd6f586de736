import { createFileRoute } from '@tanstack/react-router';
import { CreditsPage } from '../../../../payments/credits-page';
import { parseCreditsSearch } from '../../../../payments/credits-search-rules';

export const Route = createFileRoute('/_default/_authenticated/credits/')({
  validateSearch: parseCreditsSearch,
  component: CreditsRoute,
});

function CreditsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Choosing a package or a code replaces the entry: Back leaves the page instead of undoing clicks.
  return <CreditsPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
