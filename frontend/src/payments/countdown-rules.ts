import { numberFormat } from '../i18n/number-format';

/** Whole seconds from `now` (ms) until the ISO instant, rounded up; 0 once it has passed or for a bad date. */
export function secondsLeft(expiresAt: string | null, now: number): number {
  if (!expiresAt) return 0;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

const two = (value: number) => String(value).padStart(2, '0');

/** docs/product.md#discounts: the time bonus countdown, hours, minutes and seconds with two digits each. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${two(hours)}:${two(minutes)}:${two(total % 60)}`;
}

export interface RoughDuration {
  unit: 'hour' | 'minute';
  value: number;
}

/** Below this the welcome countdown counts minutes ("90 minutes" reads better than "1 hour"). */
const MINUTES_BELOW_SECONDS = 2 * 3600;

/**
 * docs/product.md#discounts: the welcome discount counts down in minutes or hours. Whole hours are rounded
 * down (the offer never looks longer than it is); minutes up, so the last one still shows.
 */
export function roughDuration(seconds: number): RoughDuration {
  if (seconds >= MINUTES_BELOW_SECONDS) return { unit: 'hour', value: Math.floor(seconds / 3600) };
  return { unit: 'minute', value: Math.max(1, Math.ceil(seconds / 60)) };
}

/** "5 hours", "5 Stunden", "5 godzin": Intl knows each language's plural forms. */
export function formatRoughDuration(duration: RoughDuration, localeTag: string): string {
  return numberFormat(localeTag, { style: 'unit', unit: duration.unit, unitDisplay: 'long' }).format(duration.value);
}
