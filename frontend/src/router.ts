import { createRouter } from '@tanstack/react-router';
import { i18n } from './i18n/i18n';
import { queryClient } from './query-client';
import { routeTree } from './route-tree.gen';

export const router = createRouter({
  routeTree,
  context: { queryClient, i18n },
  defaultPreload: 'intent',
  // Loaders read through the query cache, which decides freshness itself.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
