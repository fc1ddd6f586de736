import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { OperatorView } from '@amoretto/shared';
import { OperatorLayout } from '../../operator/operator-layout';
import { OperatorLoginPage } from '../../operator/operator-login-page';
import { OPERATOR_QUERY_KEY, operatorQuery } from '../../operator/operator-query';
import { isServerPage, operatorRedirect } from '../../operator/operator-redirect';

interface OperatorLoginSearch {
  /** A console path to go on to (the queue dashboard sends here with its own). */
  redirect?: string;
}

/** On to the target: a route of the app, or the workers' dashboard with a full page load. */
function goOn(target: string, navigate: (to: string) => void): void {
  if (isServerPage(target)) window.location.assign(target);
  else navigate(target);
}

// The console (docs/product.md#operators): its pages, loader included, load only here, never
// with a member's page (a loader, unlike beforeLoad, is split out of the entry).
export const Route = createFileRoute('/operator/login')({
  validateSearch: (search: Record<string, unknown>): OperatorLoginSearch => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  loader: async ({ context, deps }) => {
    // Already logged in as an operator: straight on.
    if (!(await context.queryClient.ensureQueryData(operatorQuery()))) return;
    const target = operatorRedirect(deps.redirect);
    if (isServerPage(target)) window.location.assign(target);
    else throw redirect({ href: target });
  },
  component: OperatorLoginRoute,
});

function OperatorLoginRoute() {
  const search = Route.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();
  const onLoggedIn = (operator: OperatorView) => {
    queryClient.setQueryData(OPERATOR_QUERY_KEY, operator);
    goOn(operatorRedirect(search.redirect), (to) => router.history.push(to));
  };
  return (
    <OperatorLayout>
      <OperatorLoginPage onLoggedIn={onLoggedIn} />
    </OperatorLayout>
  );
}
