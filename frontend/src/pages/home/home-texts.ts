import type { Locale } from '@amoretto/shared';

export interface HomeTexts {
  /** The hero headline and the page title, brand included. */
  title: string;
  lead: string;
}

/**
 * The site record's headline and description are written in the site's own language. A
 * visitor who switched to another of the site's languages gets the catalog's wording in
 * theirs instead of a hero that stays in the default language.
 */
export function homeTexts(
  site: { name: string; domain_language: Locale; index_title: string; description: string },
  locale: Locale,
  catalog: { title: (brand: string) => string; lead: string },
): HomeTexts {
  if (locale === site.domain_language && site.index_title) {
    return { title: site.index_title, lead: site.description || catalog.lead };
  }
  return { title: catalog.title(site.name), lead: catalog.lead };
}
