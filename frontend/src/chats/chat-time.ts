import { dateFormat } from '../i18n/date-format';
import { dayKey } from './conversation-rules';

// Every stamp is written with the member's locale tag (useLocaleTag): 17:04 and 5 Nov in
// Britain, 5:04 PM and Nov 5 in the US.

/** Time of day for today's messages, else the short date: the list's and bubbles' stamps. */
export function chatTime(iso: string, localeTag: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = dayKey(iso) === dayKey(now.toISOString());
  const options: Intl.DateTimeFormatOptions = sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' };
  return dateFormat(localeTag, options).format(date);
}

export function clockTime(iso: string, localeTag: string): string {
  return dateFormat(localeTag, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** A day separator's label: "Today", "Yesterday" or the long date. */
export function dayLabel(iso: string, localeTag: string, words: { today: string; yesterday: string }, now = new Date()): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return words.yesterday;
  return dateFormat(localeTag, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
}
