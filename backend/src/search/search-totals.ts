import type { SearchFilters } from './search-filters';

/**
 * The Redis key a filter set's total is shared under. The date is part of it: ages, and so
 * the birth-date bounds, change at midnight.
 */
export function searchTotalKey(filters: SearchFilters, now = new Date()): string {
  return `search:count:${now.toISOString().slice(0, 10)}:${JSON.stringify([
    filters.country, filters.region ?? null, [...filters.genders].sort(), filters.age, filters.minAge, filters.maxAge,
  ])}`;
}

/** Filter sets whose totals one backend keeps in memory at most; the oldest go first. */
const MAX_ENTRIES = 5000;

/**
 * An in-process copy of totals read from (or written to) Redis, kept exactly as long as
 * the Redis key lives: the same value every backend serves, without a Redis round trip on
 * each search. Never outlives the shared entry, so a total is still at most the configured
 * cache time old.
 */
export class LocalTotals {
  private readonly entries = new Map<string, { total: number; until: number }>();

  get(key: string, now: number): number | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > now) return hit.total;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, total: number, until: number): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { total, until });
  }
}
