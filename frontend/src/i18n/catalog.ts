import type { Locale } from '@amoretto/shared';
import type it from '../../../shared/src/i18n/it.json';

/** The shape every locale catalog has; Italian is the reference (default and fallback). */
export type Catalog = typeof it;

// One lazily loaded chunk per locale, so a visitor downloads only their language.
const catalogs = import.meta.glob<Catalog>('../../../shared/src/i18n/*.json', { import: 'default' });

export function loadCatalog(locale: Locale): Promise<Catalog> {
  const load = catalogs[`../../../shared/src/i18n/${locale}.json`];
  return load ? load() : Promise.reject(new Error(`No catalog for locale ${locale}`));
}
