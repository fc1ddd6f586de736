import type { Locale } from '@amoretto/shared';
import type it from '../../../shared/src/i18n/it.json';
import type { CatalogPart } from './catalog-parts';

/** The shape every locale catalog has; Italian is the reference (default and fallback). */
export type Catalog = typeof it;

// Three lazily loaded chunks per locale (catalog-parts.ts), so a visitor downloads only their
// language, and the first page only the part it needs. The build's catalog-part plugin
// (site-server/catalog-part-plugin.ts) cuts each file by the query.
const parts: Record<CatalogPart, Record<string, () => Promise<Partial<Catalog>>>> = {
  first: import.meta.glob<Partial<Catalog>>('../../../shared/src/i18n/*.json', { query: '?catalog-part=first', import: 'default' }),
  chat: import.meta.glob<Partial<Catalog>>('../../../shared/src/i18n/*.json', { query: '?catalog-part=chat', import: 'default' }),
  rest: import.meta.glob<Partial<Catalog>>('../../../shared/src/i18n/*.json', { query: '?catalog-part=rest', import: 'default' }),
};

export function loadCatalogPart(locale: Locale, part: CatalogPart): Promise<Partial<Catalog>> {
  const load = parts[part][`../../../shared/src/i18n/${locale}.json`];
  return load ? load() : Promise.reject(new Error(`No catalog for locale ${locale}`));
}
