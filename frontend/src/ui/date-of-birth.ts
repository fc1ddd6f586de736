import { MINIMUM_AGE } from '@amoretto/shared';

/** The three selects of the date-of-birth field; empty string = not chosen yet. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const OLDEST_AGE = 100;

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; a missing year counts as a leap year.
  return new Date(Date.UTC(Number.isFinite(year) ? year : 2000, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD', 'incomplete' when a select is empty, or 'impossible' for e.g. 31 April. */
export function toIsoDate({ day, month, year }: DateParts): string | 'incomplete' | 'impossible' {
  if (!day || !month || !year) return 'incomplete';
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  if (d > daysInMonth(y, m)) return 'impossible';
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Age in whole years on `today` (UTC, as the server counts). */
export function ageOn(iso: string, today: Date = new Date()): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export const isAdult = (iso: string, today?: Date): boolean => ageOn(iso, today) >= MINIMUM_AGE;

/** Newest first: only years in which an adult can have been born. */
export function yearOptions(today: Date = new Date()): number[] {
  const newest = today.getUTCFullYear() - MINIMUM_AGE;
  return Array.from({ length: OLDEST_AGE - MINIMUM_AGE + 1 }, (_, i) => newest - i);
}

/** January … December in the member's locale (useLocaleTag), capitalised as a list entry. */
export function monthNames(localeTag: string): string[] {
  const format = new Intl.DateTimeFormat(localeTag, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => {
    const name = format.format(new Date(Date.UTC(2000, i, 1)));
    return name.charAt(0).toLocaleUpperCase(localeTag) + name.slice(1);
  });
}

/**
 * The order the member's locale writes a date in, for the three selects: month first in the
 * US, day first in Britain and most of Europe (docs/product.md#sites).
 */
export function datePartOrder(localeTag: string): (keyof DateParts)[] {
  const parts = new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }).formatToParts(
    new Date(Date.UTC(2000, 0, 31)),
  );
  const order = parts
    .map((part) => part.type)
    .filter((type): type is keyof DateParts => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['day', 'month', 'year'];
}
