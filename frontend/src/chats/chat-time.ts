import { LOCALE_TAGS, type Locale } from '@amoretto/shared';
import { dayKey } from './conversation-rules';

/** Time of day for today's messages, else the short date: the list's and bubbles' stamps. */
export function chatTime(iso: string, locale: Locale, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = dayKey(iso) === dayKey(now.toISOString());
  const options: Intl.DateTimeFormatOptions = sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], options).format(date);
}

export function clockTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** A day separator's label: "Today", "Yesterday" or the long date. */
export function dayLabel(iso: string, locale: Locale, words: { today: string; yesterday: string }, now = new Date()): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return words.yesterday;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
}
