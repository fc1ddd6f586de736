import type { Gender } from '@amoretto/shared';
import { SEARCHABLE_MEMBER } from '@amoretto/shared/db';
import { CARD_COLUMNS } from '../members/member-card';
import { birthDateRange, type SearchFilters } from './search-filters';

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

  private conditions(): string[] {
    const f = this.filters;
    const where = [SEARCHABLE_MEMBER, `country = ${this.param(f.country)}`];
    if (f.region) where.push(`region = ${this.param(f.region)}`);
    if (f.age !== 'all') {
      const { after, until } = birthDateRange(f.minAge, f.maxAge);
      where.push(`date_of_birth > ${this.param(after)}::date`, `date_of_birth <= ${this.param(until)}::date`);
    }
    if (this.excludedIds.length > 0) where.push(`id <> ALL(${this.param(this.excludedIds)}::int[])`);
    const skip = this.notIn;
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

  /** The id `step` rows after `afterId`: hops to a deep page without a cursor, 100 rows at a time at most. */
  hop(step: number, afterId: number | null): string {
    return `SELECT id FROM (${this.ids(step, afterId)}) ids ORDER BY id DESC OFFSET ${this.param(step - 1)} LIMIT 1`;
  }

  count(): string {
    const where = [...this.conditions(), `gender = ANY(${this.param(this.filters.genders)}::text[])`];
    return `SELECT count(*)::int AS n FROM users WHERE ${where.join(' AND ')}`;
  }

  /** How many of `ids` match the filters: taken off a total counted without exclusions. */
  countAmong(ids: number[]): string {
    const where = [...this.conditions(), `gender = ANY(${this.param(this.filters.genders)}::text[])`, `id = ANY(${this.param(ids)}::int[])`];
    return `SELECT count(*)::int AS n FROM users WHERE ${where.join(' AND ')}`;
  }
}
