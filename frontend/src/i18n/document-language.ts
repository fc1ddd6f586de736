import { LOCALE_TAGS, LOCALES_BY_COUNTRY, type Country, type Locale } from '@amoretto/shared';

/**
 * The `<html lang>` tag: the language as spoken in the visitor's country when the site
 * offers it there (en-US on the US site, fr-CH in Switzerland), else the language's usual tag.
 */
export function documentLanguage(locale: Locale, country: Country): string {
  return LOCALES_BY_COUNTRY[country].includes(locale) ? `${locale}-${country}` : LOCALE_TAGS[locale];
}
