import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { lazy } from 'react';
import { useAuth } from '../auth/use-auth';
import { needsWholeCatalog } from '../i18n/catalog-parts';
import { wholeCatalog } from '../i18n/i18n';
import { NotFoundPage } from '../errors/not-found-page';
import { RouteErrorPage } from '../errors/route-error-page';
import { LoadingBar } from '../layout/loading-bar';
import { SiteMeta } from '../layout/site-meta';
import { RealtimeProvider } from '../realtime/realtime-provider';
import type { RouterContext } from '../router-context';
import { AfterFirstPaint } from '../ui/after-first-paint';

const MemberServices = lazy(() => import('../layout/member-services').then((module) => ({ default: module.MemberServices })));

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
  const { loggedIn } = useAuth();
  return (
    <RealtimeProvider>
      <SiteMeta />
      <LoadingBar />
      <Outlet />
      {/* Counters and the time-bonus modal, for every layout of the members area (the chat one included). */}
      {loggedIn ? (
        <AfterFirstPaint>
          <MemberServices />
        </AfterFirstPaint>
      ) : null}
    </RealtimeProvider>
  );
}
