import { COUNTRIES, DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, LOCALES_BY_COUNTRY, type Country, type Locale } from './constants';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/** Locales offered to a visitor from `country` (docs/product.md#sites); unknown countries get the default. */
export function localesForCountry(country: string | null | undefined): Locale[] {
  const upper = country?.toUpperCase();
  return isCountry(upper) ? [...LOCALES_BY_COUNTRY[upper]] : [DEFAULT_LOCALE];
}

/**
 * The locale a visitor sees: a stored choice wins when it is offered for the country,
 * then the site's domain language when offered, then the country's first locale.
 */
export function chooseLocale(input: { cookie?: string | null; domainLanguage?: string | null; country?: string | null }): Locale {
  const offered = localesForCountry(input.country);
  if (isLocale(input.cookie) && offered.includes(input.cookie)) return input.cookie;
  if (isLocale(input.domainLanguage) && offered.includes(input.domainLanguage)) return input.domainLanguage;
  return offered[0] ?? DEFAULT_LOCALE;
}

/**
 * The member's locale as a BCP 47 tag: the language as written in the member's country when
 * that country offers it (en-US, es-US, fr-CH, nl-BE), else the language's usual tag
 * (LOCALE_TAGS). Dates, times and amounts are written with it: an American reads 11/5 as
 * November, a Briton as 11 May (docs/product.md#sites).
 */
export function localeTagFor(locale: Locale, country: string | null | undefined): string {
  const upper = country?.toUpperCase();
  return isCountry(upper) && LOCALES_BY_COUNTRY[upper].includes(locale) ? `${locale}-${upper}` : LOCALE_TAGS[locale];
}
