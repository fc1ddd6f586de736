import type { Gender } from '@amoretto/shared';
import { SEARCHABLE_MEMBER } from '@amoretto/shared/db';
import { CARD_COLUMNS } from '../members/member-card';
import { birthDateRange, type SearchFilters } from './search-filters';

/**
 * The member behind a live session ($1 = the token's hash, as sessions.token_hash), their
 * search-relevant fields and everyone blocked in either direction: one round trip. Reads the
 * sessions table, the truth the Redis session cache is filled from; no row for a visitor.
 */
export const SEARCHER_SQL = `SELECT u.id, u.gender, u.sexuality, u.country,
    ARRAY(SELECT blocked_id FROM blocks WHERE blocker_id = u.id
          UNION SELECT blocker_id FROM blocks WHERE blocked_id = u.id) AS blocked
  FROM sessions s JOIN users u ON u.id = s.user_id
 WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`;

/**
 * Builds the search statements. Every statement reads users through the partial indexes
 * users_search_country_idx / users_search_region_idx: the WHERE clause repeats their
 * predicate (SEARCHABLE_MEMBER), pins country and gender and pages by id (keyset), so no
 * plan sorts or skips more than one page of rows.
 */
export class SearchSql {
  readonly params: unknown[] = [];

  constructor(
    private readonly filters: SearchFilters,
    /** The searcher and everyone blocked in either direction. */
    private readonly excludedIds: number[],
    /** Rows also matching these filters are left out (similar results skip the main ones). */
    private readonly notIn: SearchFilters | null = null,
  ) {}

  private param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** `asTotal`: the conditions the cached total is counted with (no exclusions, no notIn). */
  private conditions(asTotal = false): string[] {
    const f = this.filters;
    const where = [SEARCHABLE_MEMBER, `country = ${this.param(f.country)}`];
    if (f.region) where.push(`region = ${this.param(f.region)}`);
    if (f.age !== 'all') {
      const { after, until } = birthDateRange(f.minAge, f.maxAge);
      where.push(`date_of_birth > ${this.param(after)}::date`, `date_of_birth <= ${this.param(until)}::date`);
    }
    if (!asTotal && this.excludedIds.length > 0) where.push(`id <> ALL(${this.param(this.excludedIds)}::int[])`);
    const skip = asTotal ? null : this.notIn;
    if (skip?.region && skip.region !== f.region) where.push(`region IS DISTINCT FROM ${this.param(skip.region)}`);
    if (skip && skip.age !== 'all' && (skip.minAge !== f.minAge || skip.maxAge !== f.maxAge)) {
      const { after, until } = birthDateRange(skip.minAge, skip.maxAge);
      where.push(`NOT (date_of_birth > ${this.param(after)}::date AND date_of_birth <= ${this.param(until)}::date)`);
    }
    return where;
  }

  /** Ids of one gender after `afterId`, newest first. */
  private idsOf(gender: Gender, limit: number, afterId: number | null): string {
    const where = [...this.conditions(), `gender = ${this.param(gender)}`];
    if (afterId !== null) where.push(`id < ${this.param(afterId)}`);
    return `(SELECT id FROM users WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ${this.param(limit)})`;
  }

  /** Newest-first ids over all searched genders (one ordered index range each, merged). */
  private ids(limit: number, afterId: number | null): string {
    return this.filters.genders.map((g) => this.idsOf(g, limit, afterId)).join(' UNION ALL ');
  }

  /** One page of cards: `limit` rows after `afterId`. */
  page(limit: number, afterId: number | null): string {
    return `WITH page AS (SELECT id FROM (${this.ids(limit, afterId)}) ids ORDER BY id DESC LIMIT ${this.param(limit)})
      SELECT u.id, ${CARD_COLUMNS}
        FROM page JOIN users u ON u.id = page.id
       ORDER BY u.id DESC`;
  }

  /**
   * The page as page(), each row also carrying `hidden`: how many excluded ids match the
   * filters as the total counts them (countAmong) — one round trip instead of two. When the page is empty a single
   * row comes back with a null id and only `hidden` set.
   */
  pageCountingExcluded(limit: number, afterId: number | null): string {
    return `WITH page AS (SELECT id FROM (${this.ids(limit, afterId)}) ids ORDER BY id DESC LIMIT ${this.param(limit)}),
      hidden AS (${this.countAmong(this.excludedIds, true)})
      SELECT u.id, ${CARD_COLUMNS}, hidden.n AS hidden
        FROM hidden LEFT JOIN (page JOIN users u ON u.id = page.id) ON true
       ORDER BY u.id DESC`;
  }

  /** The id `step` rows after `afterId`: hops to a deep page without a cursor, 100 rows at a time at most. */
  hop(step: number, afterId: number | null): string {
    return `SELECT id FROM (${this.ids(step, afterId)}) ids ORDER BY id DESC OFFSET ${this.param(step - 1)} LIMIT 1`;
  }

  count(): string {
    const where = [...this.conditions(), `gender = ANY(${this.param(this.filters.genders)}::text[])`];
    return `SELECT count(*)::int AS n FROM users WHERE ${where.join(' AND ')}`;
  }

  /** How many of `ids` match the filters: taken off a total counted without exclusions. */
  countAmong(ids: number[], asTotal = false): string {
    const where = [...this.conditions(asTotal), `gender = ANY(${this.param(this.filters.genders)}::text[])`, `id = ANY(${this.param(ids)}::int[])`];
    return `SELECT count(*)::int AS n FROM users WHERE ${where.join(' AND ')}`;
  }
}
