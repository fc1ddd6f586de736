import { createRouter } from '@tanstack/react-router';
import { i18n } from './i18n/i18n';
import { queryClient } from './query-client';
import { routeTree } from './route-tree.gen';
import { openingPage } from './ui/opening-page-drawn';

function createAppRouter() {
  const router = createRouter({
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
  return router;
}

type AppRouter = ReturnType<typeof createAppRouter>;
let created: AppRouter | undefined;

/**
 * The site's router, built on first use rather than while the modules load: building it (some
 * hundred routes) is the largest piece of the app's start, and main.tsx gives it a task of its
 * own so that no single task blocks the page for long.
 */
export function appRouter(): AppRouter {
  created ??= createAppRouter();
  return created;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Starts loading the code of the page the app opened on (its layouts and page chunks) while the
 * boot still waits for settings and the catalog, instead of after them. Failures are left to the
 * router, which loads the same chunks again when it renders and shows its error page.
 */
export function preloadOpeningPageCode(pathname: string): void {
  const router = appRouter();
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
