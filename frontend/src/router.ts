import { createRouter } from '@tanstack/react-router';
import { i18n } from './i18n/i18n';
import { queryClient } from './query-client';
import { routeTree } from './route-tree.gen';
import { openingPage } from './ui/opening-page-drawn';

export const router = createRouter({
  routeTree,
  context: { queryClient, i18n },
  defaultPreload: 'intent',
  // Loaders read through the query cache, which decides freshness itself.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

// What waits for the opening page to be drawn (ui/opening-page-drawn.ts) counts from its first render.
const stopWatching = router.subscribe('onRendered', () => {
  stopWatching();
  openingPage.rendered();
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * Starts loading the code of the page the app opened on (its layouts and page chunks) while the
 * boot still waits for settings and the catalog, instead of after them. Failures are left to the
 * router, which loads the same chunks again when it renders and shows its error page.
 */
export function preloadOpeningPageCode(pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
