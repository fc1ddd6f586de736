import type { Locale } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import type { ContentPage } from './static-pages';

export const staticPageQuery = (locale: Locale, page: ContentPage) =>
  queryOptions({
    queryKey: queryKeys.staticPage(locale, page),
    // The map of every page in every language is itself a chunk: the routes' loaders (which stay
    // in the first download) only hold this call.
    queryFn: async () => (await import('./static-page-contents')).loadPageContent(locale, page),
    staleTime: Infinity,
  });
