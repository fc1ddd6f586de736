import type { Locale } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import type { PageContent } from './page-content';
import type { ContentPage } from './static-pages';

// One chunk per page and locale: a visitor only downloads the text they open.
const contents = import.meta.glob<PageContent>('../../content/*/*.json', { import: 'default' });

export const staticPageQuery = (locale: Locale, page: ContentPage) =>
  queryOptions({
    queryKey: queryKeys.staticPage(locale, page),
    queryFn: () => {
      const load = contents[`../../content/${locale}/${page}.json`];
      return load ? load() : Promise.reject(new Error(`No content for ${locale}/${page}`));
    },
    staleTime: Infinity,
  });
