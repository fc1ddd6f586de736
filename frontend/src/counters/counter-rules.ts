import { BADGE_CAP, USER_REFRESH_MS, USER_REFRESH_PUSH_MS } from '@amoretto/shared';

/** What a menu badge shows: nothing at 0, the number up to the cap, then "99+" (docs/product.md#realtime). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** The page title's counter: "(N) " when there is something new, otherwise nothing (docs/product.md#realtime). */
export function titlePrefix(count: number): string {
  return Number.isFinite(count) && count > 0 ? `(${Math.floor(count)}) ` : '';
}

/** docs/product.md#realtime: the fallback refresh runs less often when push notifications reach the member anyway. */
export function refreshIntervalMs(pushSubscribed: boolean): number {
  return pushSubscribed ? USER_REFRESH_PUSH_MS : USER_REFRESH_MS;
}

/** A count and when it was learnt (ms since epoch); `at` 0 means never. */
export interface TimedCount {
  value: number;
  at: number;
}

/**
 * A counter has two sources: the list it is derived from (refetched now and then) and the
 * server's pushed counter. Whichever arrived last is the truth.
 */
export function latestCount(fromList: TimedCount | null, pushed: TimedCount | null): number {
  if (!fromList) return pushed?.value ?? 0;
  if (!pushed) return fromList.value;
  return pushed.at > fromList.at ? pushed.value : fromList.value;
}
