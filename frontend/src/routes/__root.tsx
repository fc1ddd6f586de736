import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { CountersProvider } from '../counters/counters-provider';
import { needsWholeCatalog } from '../i18n/catalog-parts';
import { wholeCatalog } from '../i18n/i18n';
import { NotFoundPage } from '../errors/not-found-page';
import { RouteErrorPage } from '../errors/route-error-page';
import { LoadingBar } from '../layout/loading-bar';
import { SiteMeta } from '../layout/site-meta';
import { TimeBonusModalHost } from '../payments/time-bonus-modal-host';
import { RealtimeProvider } from '../realtime/realtime-provider';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page but the first ones waits for the rest of the catalog (i18n/catalog-parts.ts).
  beforeLoad: async ({ location }) => {
    if (needsWholeCatalog(location.pathname)) await wholeCatalog();
  },
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function Root() {
  return (
    <RealtimeProvider>
      <CountersProvider>
        <SiteMeta />
        <LoadingBar />
        <Outlet />
        {/* Every layout of the members area (the chat one included) can show the time-bonus modal. */}
        <TimeBonusModalHost />
      </CountersProvider>
    </RealtimeProvider>
  );
}
