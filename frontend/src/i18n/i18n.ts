import { FALLBACK_LOCALE, LOCALES, isLocale, type Locale } from '@amoretto/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogPart, type Catalog } from './catalog';
import { CATALOG_PARTS, type CatalogPart } from './catalog-parts';

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
      // No backend: the catalog parts are added here as they load (switchLanguage, loadPart).
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

/** Per language and part (beyond the first), the part once it is loaded and added to i18next. */
const parts = new Map<string, Promise<void>>();

/** Loads a part of `locale`'s catalog other than the first (once) and adds it beside what is there. */
function loadPart(locale: Locale, part: CatalogPart): Promise<void> {
  const key = `${locale}:${part}`;
  let loaded = parts.get(key);
  if (!loaded) {
    loaded = loadCatalogPart(locale, part).then((catalog) => addPart(locale, catalog));
    // A failed chunk may be retried by the next page that needs it.
    loaded.catch(() => parts.delete(key));
    parts.set(key, loaded);
  }
  return loaded;
}

/** Loads the parts of `locale`'s catalog among `wanted` other than the first. */
function loadParts(locale: Locale, wanted: readonly CatalogPart[]): Promise<void> {
  return Promise.all(wanted.filter((part) => part !== 'first').map((part) => loadPart(locale, part))).then(() => undefined);
}

/** Resolves once the current language's `wanted` parts are there (a page waits for catalogPartsFor its path). */
export function catalogParts(wanted: readonly CatalogPart[]): Promise<void> {
  return isLocale(i18n.language) ? loadParts(i18n.language, wanted) : Promise.resolve();
}

/** Resolves once the current language's whole catalog is there. */
export function wholeCatalog(): Promise<void> {
  return catalogParts(CATALOG_PARTS);
}

/** The most recent request; an older switch that finishes later must not undo it. */
let latest: Locale | null = null;

/**
 * Makes `locale` the active language, resolving once the `wanted` parts of its catalog are loaded
 * (the whole catalog unless told; the opening page needs only catalogPartsFor its path). A failed
 * chunk rejects, so the boot shows its error page instead of raw keys.
 */
export async function switchLanguage(locale: Locale, { wanted = CATALOG_PARTS }: { wanted?: readonly CatalogPart[] } = {}): Promise<void> {
  latest = locale;
  // All wanted parts at once; the others wait until the page has drawn.
  const others = loadParts(locale, wanted);
  const first = await loadCatalogPart(locale, 'first');
  if (started) await addPart(locale, first);
  else await start(locale, first);
  await others;
  if (latest !== locale) return;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
