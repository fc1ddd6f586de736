/**
 * A date as the member's locale writes it in running text (localeTag from useLocaleTag):
 * "1 dicembre 2023", "1 December 2023" in Britain, "December 1, 2023" in the US.
 */
export function formatLongDate(iso: string, localeTag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
