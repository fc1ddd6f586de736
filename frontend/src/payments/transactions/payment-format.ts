import { numberFormat } from '../../i18n/number-format';

/** Date and time of a payment in the member's locale (useLocaleTag), e.g. "25 Nov 2026, 17:04" or "Nov 25, 2026, 5:04 PM". */
export function formatPaymentDate(iso: string, localeTag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A tax rate's figure as the language writes it, decimals kept (Switzerland's 8.1 is not 8); the texts add the % sign. */
export function formatTaxRate(percent: number, localeTag: string): string {
  return numberFormat(localeTag, { maximumFractionDigits: 2 }).format(percent);
}

/** A time of day in the member's locale (useLocaleTag), e.g. "17:14" or "5:14 PM". */
export function formatClockTime(iso: string, localeTag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeTag, { timeStyle: 'short' }).format(date);
}
