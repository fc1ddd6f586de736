import { LOCALE_TAGS, type Locale } from '@amoretto/shared';

// One formatter per locale tag. Kept by hand rather than with i18n/once-per-locale.ts: that import
// takes /members past its JavaScript budget (bundle-budget.ts).
const cache = new Map<string, Intl.DisplayNames>();

/** "NL" → "Paesi Bassi" for a locale tag (useLocaleTag); the code itself if the browser cannot name it. */
export function countryNameIn(code: string, localeTag: string): string {
  try {
    let names = cache.get(localeTag);
    if (!names) {
      names = new Intl.DisplayNames([localeTag], { type: 'region' });
      cache.set(localeTag, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "IT" → "Italia" in the UI language. */
export function countryName(code: string, locale: Locale): string {
  return countryNameIn(code, LOCALE_TAGS[locale]);
}
