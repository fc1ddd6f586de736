import { Navigate, Outlet, createFileRoute, redirect, useRouterState } from '@tanstack/react-router';
import { useAuth } from '../../auth/use-auth';
import { userQuery } from '../../auth/user-query';

/** Pages for members only: visitors go to /login and come back afterwards (spec §4 "Auth"). */
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
  const href = useRouterState({ select: (state) => state.location.href });
  // The session can end while a page is open (spec §8); then the page goes too.
  if (!loggedIn) return <Navigate to="/login" search={{ redirect: href }} replace />;
  return <Outlet />;
}
