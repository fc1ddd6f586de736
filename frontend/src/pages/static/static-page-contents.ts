import type { Locale } from '@amoretto/shared';
import type { PageContent } from './page-content';
import type { ContentPage } from './static-pages';

// One chunk per page and locale: a visitor only downloads the text they open.
const contents = import.meta.glob<PageContent>('../../content/*/*.json', { import: 'default' });

/** The text of a static page in one language. */
export function loadPageContent(locale: Locale, page: ContentPage): Promise<PageContent> {
  const load = contents[`../../content/${locale}/${page}.json`];
  return load ? load() : Promise.reject(new Error(`No content for ${locale}/${page}`));
}
