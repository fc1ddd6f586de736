import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { parseSearchParams } from '../../../search/search-params';
import { SearchPage } from '../../../search/search-page';

// Public: members always search; visitors when the site allows it (the page shows the gate otherwise).
export const Route = createFileRoute('/_default/members/')({
  validateSearch: parseSearchParams,
  component: MembersRoute,
});

function MembersRoute() {
  const params = Route.useSearch();
  const navigate = useNavigate({ from: '/members/' });
  return <SearchPage params={params} onChange={(next) => void navigate({ search: next })} />;
}
