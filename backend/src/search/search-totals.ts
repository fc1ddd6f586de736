import type { SearchFilters } from './search-filters';

/**
 * The Redis key a filter set's total is shared under. The date is part of it: ages, and so
 * the birth-date bounds, change at midnight.
 */
export function searchTotalKey(filters: SearchFilters, now = new Date()): string {
  return `search:count:${now.toISOString().slice(0, 10)}:${JSON.stringify([
    filters.country,
    filters.region ?? null,
    [...filters.genders].sort(),
    filters.age,
    filters.minAge,
    filters.maxAge,
  ])}`;
}

/**
 * In-process values that expire at a given time, at most `maxEntries` of them (the oldest
 * written go first).
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > now) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, until: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until });
  }

  /** Drops the entry only while it still holds `value` (not a newer one written since). */
  deleteIf(key: string, value: V): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }
}

/**
 * An in-process copy of totals read from (or written to) Redis, kept exactly as long as
 * the Redis key lives: the same value every backend serves, without a Redis round trip on
 * each search. Never outlives the shared entry, so a total is still at most the configured
 * cache time old. At most 5,000 filter sets per backend.
 */
export class LocalTotals extends ExpiringMap<number> {
  constructor() {
    super(5000);
  }
}
