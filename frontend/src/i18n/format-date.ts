import { LOCALE_TAGS, type Locale } from '@amoretto/shared';

/** A date as the locale writes it in running text, e.g. "1 dicembre 2023". */
export function formatLongDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
