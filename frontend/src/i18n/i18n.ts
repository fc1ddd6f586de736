import { FALLBACK_LOCALE, LOCALES, isLocale, type Locale } from '@amoretto/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogPart, type Catalog } from './catalog';

export const i18n = i18next.createInstance();

let started: Promise<unknown> | null = null;
let markStarted: () => void = () => undefined;
/** Resolves once i18next is initialised, so a part that arrives early waits to be added. */
const initialised = new Promise<void>((resolve) => {
  markStarted = resolve;
});

function start(locale: Locale, first: Partial<Catalog>): Promise<unknown> {
  started ??= i18n
    .use(initReactI18next)
    .init({
      lng: locale,
      // No backend: the catalog parts are added here as they load (switchLanguage, loadRest).
      resources: { [locale]: { translation: first } },
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
    })
    .then(markStarted);
  return started;
}

/** Adds a part of `locale`'s catalog beside what i18next has of it (the parts' groups never overlap). */
async function addPart(locale: Locale, catalog: Partial<Catalog>): Promise<void> {
  await initialised;
  i18n.addResourceBundle(locale, 'translation', catalog, true, false);
}

/** Per language, the second part of its catalog, added to i18next once loaded. */
const rests = new Map<Locale, Promise<void>>();

/** Loads the rest of `locale`'s catalog (once) and adds it beside the first part. */
function loadRest(locale: Locale): Promise<void> {
  let rest = rests.get(locale);
  if (!rest) {
    rest = loadCatalogPart(locale, 'rest').then((catalog) => addPart(locale, catalog));
    // A failed chunk may be retried by the next page that needs it.
    rest.catch(() => rests.delete(locale));
    rests.set(locale, rest);
  }
  return rest;
}

/** Resolves once the current language's whole catalog is there (pages other than the first ones wait for it). */
export function wholeCatalog(): Promise<void> {
  return isLocale(i18n.language) ? loadRest(i18n.language) : Promise.resolve();
}

/** The most recent request; an older switch that finishes later must not undo it. */
let latest: Locale | null = null;

/**
 * Makes `locale` the active language, resolving once its catalog is loaded: only the first part
 * when `whole` is false (the first page needs no more; see wholeCatalog). A failed chunk
 * rejects, so the boot shows its error page instead of raw keys.
 */
export async function switchLanguage(locale: Locale, { whole = true }: { whole?: boolean } = {}): Promise<void> {
  latest = locale;
  // Both parts at once when both are needed; otherwise the rest waits until the page has drawn.
  const rest = whole ? loadRest(locale) : null;
  const first = await loadCatalogPart(locale, 'first');
  if (started) await addPart(locale, first);
  else await start(locale, first);
  await rest;
  if (latest !== locale) return;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
