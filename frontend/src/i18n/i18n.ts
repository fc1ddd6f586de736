import { FALLBACK_LOCALE, LOCALES, isLocale, type Locale } from '@amoretto/shared';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalog } from './catalog';

const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLocale(language)) {
      callback(null, {});
      return;
    }
    loadCatalog(language).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

let started: Promise<unknown> | null = null;

function start(locale: Locale): Promise<unknown> {
  started ??= i18n
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      // Catalogs are per language; never look up regional variants like `en-GB`.
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      // React escapes output already.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  return started;
}

/** The most recent request; an older switch that finishes later must not undo it. */
let latest: Locale | null = null;

/**
 * Makes `locale` the active language, resolving once its catalog is loaded. The catalog
 * is fetched here first because i18next swallows backend failures and would otherwise
 * render raw keys; this way a failed chunk surfaces as an error.
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  latest = locale;
  await loadCatalog(locale);
  await start(locale);
  if (latest !== locale) return;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
