const formats = new Map<string, Intl.NumberFormat>();

/**
 * An Intl.NumberFormat, built once per locale and options: building one costs far more than
 * using it (the first for a locale loads its data), and countdowns re-render every second.
 */
export function numberFormat(localeTag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${localeTag}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, options);
    formats.set(key, format);
  }
  return format;
}
