import { Outlet, createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuth } from '../auth/use-auth';
import { userQuery } from '../auth/user-query';
import { BareLayout } from '../layout/bare-layout';
import { DeferredMatchModalHost } from '../likes/deferred-match-modal-host';

/** The chat layout (docs/product.md#screens): bare, members only; visitors log in and come back. */
export const Route = createFileRoute('/_chat')({
  beforeLoad: async ({ context, location }) => {
    if (!(await context.queryClient.ensureQueryData(userQuery()))) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: ChatLayout,
});

function ChatLayout() {
  const { loggedIn } = useAuth();
  const router = useRouter();
  // A session that ends while chatting sends the member to /login with the way back.
  useEffect(() => {
    if (!loggedIn) void router.invalidate();
  }, [loggedIn, router]);
  // Likes and matches that arrive mid-conversation get their modal here too.
  return (
    <BareLayout variant="chat">
      {loggedIn ? (
        <>
          <Outlet />
          <DeferredMatchModalHost />
        </>
      ) : null}
    </BareLayout>
  );
}
