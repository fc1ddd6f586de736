import { LOCALE_TAGS, type Locale } from '@amoretto/shared';

const cache = new Map<Locale, Intl.DisplayNames>();

/** "IT" → "Italia" in the UI language; the code itself if the browser cannot name it. */
export function countryName(code: string, locale: Locale): string {
  let names = cache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' });
    cache.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
