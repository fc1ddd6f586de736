import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../constants';

/** `ui`: the site's catalogs (`i18n/{locale}.json`); `mail`: the mail texts (`i18n/mail/{locale}.json`). */
export type CatalogSet = 'ui' | 'mail';

// Found next to this module, never through the package root: `src/i18n` when run from the
// sources (Jest), `dist/i18n` when built (shared/tsconfig.build.json includes src/**/*.json,
// so tsc copies the catalogs there). The production image carries shared/dist and not
// shared/src, so a path into src would be missing there (i18n-catalogs.spec.ts holds this).
const I18N_DIR = join(__dirname, '..', 'i18n');

/**
 * A locale's catalog as stored. Throws when the file is missing or not JSON: the callers read
 * every locale once at load, so a broken build fails at boot instead of answering with bare
 * error codes.
 */
export function readCatalog<T>(set: CatalogSet, locale: Locale): T {
  const folder = set === 'ui' ? I18N_DIR : join(I18N_DIR, 'mail');
  return JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as T;
}
