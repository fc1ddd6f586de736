import { DEFAULT_LOCALE, LOCALES_BY_COUNTRY, isCountry, type Locale } from '@amoretto/shared';
import { readLocaleCookie } from './locale-cookie';

/**
 * The language a visit most likely starts in, known before settings answer, so its catalog can
 * load alongside them: the visitor's stored choice, else the language of the country the address
 * names (nl.…, ….de), else the default. A wrong guess costs one catalog part more, nothing else.
 */
export function guessLocale(cookieLocale: Locale | null, hostname: string): Locale {
  if (cookieLocale) return cookieLocale;
  for (const label of hostname.toUpperCase().split('.')) {
    if (isCountry(label)) return LOCALES_BY_COUNTRY[label][0] ?? DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}

/** guessLocale for this page load. */
export function bootLocaleGuess(): Locale {
  return guessLocale(readLocaleCookie(), window.location.hostname);
}
