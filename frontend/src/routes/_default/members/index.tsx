import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { loadSearchPage } from '../../../search/load-search-page';
import { parseSearchParams } from '../../../search/search-params';
import { SearchPage } from '../../../search/search-page';

// Public: members always search; visitors when the site allows it (the page shows the gate otherwise).
export const Route = createFileRoute('/_default/members/')({
  validateSearch: parseSearchParams,
  loaderDeps: ({ search }) => search,
  // Not awaited: the page draws its filters and skeletons at once while the results are on their way.
  loader: ({ context: { queryClient }, deps }) => {
    void loadSearchPage(queryClient, deps);
  },
  component: MembersRoute,
});

function MembersRoute() {
  const params = Route.useSearch();
  const navigate = useNavigate({ from: '/members/' });
  return <SearchPage params={params} onChange={(next) => void navigate({ search: next })} />;
}
