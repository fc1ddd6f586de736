import { createFileRoute } from '@tanstack/react-router';
import { SUPPORT_ROLES } from '../../../operator/console-areas';
import { OperatorLayout } from '../../../operator/operator-layout';
import { requireOperator } from '../../../operator/require-operator';
import { SupportSearchPage } from '../../../operator/support/support-search-page';

// Support in the console (docs/product.md#operator-support); loads only here.
export const Route = createFileRoute('/operator/support/')({
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q.trim() ? { q: search.q.slice(0, 254) } : {},
  loader: ({ context }) => requireOperator(context.queryClient, '/operator/support', SUPPORT_ROLES),
  component: SupportSearchRoute,
});

function SupportSearchRoute() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OperatorLayout>
      <SupportSearchPage key={q} q={q} onSearch={(next) => void navigate({ search: { q: next } })} />
    </OperatorLayout>
  );
}
