// The swipe game's pure rules (docs/product.md#swipe-game): whose day it is, when it ends, what is left.
import type { Country } from '../constants';
import type { SwipeBlock } from './swipe-game';

/** The time zone most of a country lives in; regions below override it where a country spans several. */
const COUNTRY_TIME_ZONES: Record<Country, string> = {
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  IE: 'Europe/Dublin',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  GB: 'Europe/London',
  FR: 'Europe/Paris',
  PL: 'Europe/Warsaw',
  CH: 'Europe/Zurich',
  NZ: 'Pacific/Auckland',
  US: 'America/New_York',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
};

const zoneOf = (zone: string, codes: string): Record<string, string> => Object.fromEntries(codes.split(' ').map((code) => [code, zone]));

/** Regions (ISO 3166-2, as in regions.ts) outside their country's main zone; a state split by a zone line takes its larger part. */
const REGION_TIME_ZONES: Record<string, string> = {
  ...zoneOf('Atlantic/Canary', 'ES-GC ES-TF'),
  ...zoneOf('America/Chicago', 'US-AL US-AR US-IL US-IA US-KS US-LA US-MN US-MS US-MO US-NE US-ND US-OK US-SD US-TN US-TX US-WI'),
  ...zoneOf('America/Denver', 'US-CO US-ID US-MT US-NM US-UT US-WY'),
  ...zoneOf('America/Phoenix', 'US-AZ'),
  ...zoneOf('America/Los_Angeles', 'US-CA US-NV US-OR US-WA'),
  ...zoneOf('America/Anchorage', 'US-AK'),
  ...zoneOf('Pacific/Honolulu', 'US-HI'),
  ...zoneOf('America/Vancouver', 'CA-BC'),
  ...zoneOf('America/Edmonton', 'CA-AB'),
  ...zoneOf('America/Regina', 'CA-SK'),
  ...zoneOf('America/Winnipeg', 'CA-MB'),
  ...zoneOf('America/Halifax', 'CA-NB CA-NS CA-PE'),
  ...zoneOf('America/St_Johns', 'CA-NL'),
  ...zoneOf('America/Whitehorse', 'CA-YT'),
  ...zoneOf('America/Yellowknife', 'CA-NT'),
  ...zoneOf('America/Iqaluit', 'CA-NU'),
  ...zoneOf('Australia/Melbourne', 'AU-VIC'),
  ...zoneOf('Australia/Hobart', 'AU-TAS'),
  ...zoneOf('Australia/Brisbane', 'AU-QLD'),
  ...zoneOf('Australia/Adelaide', 'AU-SA'),
  ...zoneOf('Australia/Darwin', 'AU-NT'),
  ...zoneOf('Australia/Perth', 'AU-WA'),
};

/**
 * The member's time zone, from the place in their profile (never from the browser: a member
 * could otherwise move their day, and with it the like allowance, by changing a setting).
 */
export function swipeTimeZone(country: string, region: string | null): string {
  if (region && REGION_TIME_ZONES[region]) return REGION_TIME_ZONES[region];
  return COUNTRY_TIME_ZONES[country as Country] ?? 'UTC';
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function localParts(instant: Date, timeZone: string): LocalParts {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The member's day as YYYY-MM-DD: the key their likes and shown cards are counted under. */
export function swipeDayKey(now: Date, timeZone: string): string {
  const { year, month, day } = localParts(now, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far the zone is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The next local midnight after `now`: when the member's likes and cards start over. */
export function swipeResetAt(now: Date, timeZone: string): Date {
  const { year, month, day } = localParts(now, timeZone);
  const midnightAsUtc = Date.UTC(year, month - 1, day + 1);
  // Two passes settle the offset when the day ends on the other side of a clock change.
  let guess = midnightAsUtc - offsetAt(new Date(midnightAsUtc), timeZone);
  guess = midnightAsUtc - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

export const swipeLikesLeft = (used: number, dailyLikes: number): number => Math.max(0, dailyLikes - used);

/** Why the game stops for today: likes first (they are the limit the member meets), then an empty pile. */
export function swipeBlock(likesLeft: number, hasCard: boolean): SwipeBlock | null {
  if (likesLeft === 0) return 'likes';
  return hasCard ? null : 'cards';
}

/** The countdown to the reset as hours, minutes and seconds, two digits each; zero once it has passed. */
export function swipeCountdown(now: number, resetsAt: number): { hours: string; minutes: string; seconds: string } {
  const total = Math.max(0, Math.floor((resetsAt - now) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return { hours: two(Math.floor(total / 3600)), minutes: two(Math.floor((total % 3600) / 60)), seconds: two(total % 60) };
}
