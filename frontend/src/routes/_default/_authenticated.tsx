import { Outlet, createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuth } from '../../auth/use-auth';
import { userQuery } from '../../auth/user-query';

/** Pages for members only: visitors go to /login and come back afterwards (docs/product.md#screens). */
export const Route = createFileRoute('/_default/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    if (!(await context.queryClient.ensureQueryData(userQuery()))) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const { loggedIn } = useAuth();
  const router = useRouter();
  // The session can end while a page is open (docs/product.md#accounts): re-running beforeLoad sends the
  // visitor to /login with this page as the way back.
  useEffect(() => {
    if (!loggedIn) void router.invalidate();
  }, [loggedIn, router]);
  return loggedIn ? <Outlet /> : null;
}
