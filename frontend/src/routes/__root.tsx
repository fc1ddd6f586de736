import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { lazy, useEffect, type ComponentType } from 'react';
import { useAuth } from '../auth/use-auth';
import { userQuery } from '../auth/user-query';
import { bannerWithPage } from '../consent/consent-cookie';
import { isOperatorPath } from '../consent/operator-path';
import { catalogPartsFor } from '../i18n/catalog-parts';
import { setUpInstalledApp } from '../installed-app/set-up-installed-app';
import { catalogParts } from '../i18n/i18n';
import { NotFoundPage } from '../errors/not-found-page';
import { RouteErrorPage } from '../errors/route-error-page';
import { LoadingBar } from '../layout/loading-bar';
import { SiteMeta } from '../layout/site-meta';
import { RealtimeProvider } from '../realtime/realtime-provider';
import type { RouterContext } from '../router-context';
import { Deferred } from '../ui/deferred';

// The banner's first view says only what the catalog's first part holds (i18n/catalog-parts.ts), so
// it shows as soon as its code is in. If the code cannot load, the page goes without the banner (and
// so without any tag) rather than failing.
const ConsentHost = lazy(() =>
  import('../consent/consent-host').then(
    (module) => ({ default: module.ConsentHost }),
    () => ({ default: () => null }),
  ),
);
// Decided once, as the boot script decided what to ask for: a visitor who has not chosen sees the
// banner with the page; for everyone else its code (the tags) waits until the page has settled.
const bannerFirst = typeof document !== 'undefined' && bannerWithPage(document.cookie, window.location.pathname);
// For the banner with the page, its code (preloaded by the boot script) is in before the first
// render, which draws it in the same paint as the page: as a lazy component it came one render
// later, and on a phone its text is often the largest thing on the first screen.
let FirstBanner: ComponentType | null = null;
const firstBannerLoaded = bannerFirst
  ? import('../consent/consent-host').then(
      (module) => {
        FirstBanner = module.ConsentHost;
      },
      () => undefined,
    )
  : null;
const MemberServices = lazy(() => import('../layout/member-services').then((module) => ({ default: module.MemberServices })));

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context: { queryClient } }) => {
    // Every page waits for the session answer (asked first thing by the boot script): drawn before
    // it, a public page showed its visitor's version for a moment and then jumped to the member's.
    const session = queryClient.ensureQueryData(userQuery()).catch(() => null);
    // Every page but the first ones waits for more of the catalog (i18n/catalog-parts.ts).
    await catalogParts(catalogPartsFor(location.pathname));
    await Promise.all([session, firstBannerLoaded]);
  },
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function Root() {
  const { loggedIn } = useAuth();
  const operatorPage = useRouterState({ select: (state) => isOperatorPath(state.location.pathname) });
  useEffect(() => {
    if (!operatorPage) setUpInstalledApp();
  }, [operatorPage]);
  return (
    <RealtimeProvider>
      <SiteMeta />
      <LoadingBar />
      <Outlet />
      {/* Counters and the time-bonus modal, for every layout of the members area (the chat one included). */}
      {loggedIn ? (
        <Deferred until="paint">
          <MemberServices />
        </Deferred>
      ) : null}
      {/* The cookie banner and the tags it allows (docs/product.md#consent), never for operators. */}
      {operatorPage ? null : bannerFirst ? (
        FirstBanner && <FirstBanner />
      ) : (
        <Deferred until="settled">
          <ConsentHost />
        </Deferred>
      )}
    </RealtimeProvider>
  );
}
