import { oncePerLocale } from './once-per-locale';

const formats = oncePerLocale((localeTag: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(localeTag, options));

/** An Intl.NumberFormat, built once per locale and options (countdowns re-render every second). */
export function numberFormat(localeTag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return formats(localeTag, options);
}
