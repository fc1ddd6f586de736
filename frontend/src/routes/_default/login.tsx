import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { LoginPage } from '../../accounts/login/login-page';
import { safeRedirect } from '../../auth/safe-redirect';
import { userQuery } from '../../auth/user-query';

interface LoginSearch {
  /** Where to go after logging in (set by protected routes). */
  redirect?: string;
  /** Prefilled address, e.g. from signup's "already registered". */
  email?: string;
  /** Set by the reactivation link's redirect. */
  reactivated?: boolean;
}

export const Route = createFileRoute('/_default/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    email: typeof search.email === 'string' ? search.email : undefined,
    reactivated: search.reactivated === 1 || search.reactivated === '1' || search.reactivated === true ? true : undefined,
  }),
  beforeLoad: async ({ context, search }) => {
    // Already logged in: straight on to where the visitor was going.
    if (await context.queryClient.ensureQueryData(userQuery())) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const router = useRouter();
  return (
    <LoginPage
      email={search.email}
      reactivated={search.reactivated}
      onLoggedIn={() => router.history.push(safeRedirect(search.redirect))}
    />
  );
}
