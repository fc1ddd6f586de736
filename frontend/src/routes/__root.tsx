import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { CountersProvider } from '../counters/counters-provider';
import { NotFoundPage } from '../errors/not-found-page';
import { RouteErrorPage } from '../errors/route-error-page';
import { LoadingBar } from '../layout/loading-bar';
import { RealtimeProvider } from '../realtime/realtime-provider';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function Root() {
  return (
    <RealtimeProvider>
      <CountersProvider>
        <LoadingBar />
        <Outlet />
      </CountersProvider>
    </RealtimeProvider>
  );
}
