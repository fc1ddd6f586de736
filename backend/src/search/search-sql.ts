import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Gender } from '@amoretto/shared';
import { SEARCHABLE_MEMBER } from '@amoretto/shared/db';
import type { CardRow } from '../members/member-card';
import { CARD_COLUMNS } from '../members/member-card-sql';
import { birthDateRange, type Searcher, type SearchFilters } from './search-filters';

// Every statement of search (SearchSql builds them), and the typed functions that run them.

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
    const where = [
      ...this.conditions(asTotal),
      `gender = ANY(${this.param(this.filters.genders)}::text[])`,
      `id = ANY(${this.param(ids)}::int[])`,
    ];
    return `SELECT count(*)::int AS n FROM users WHERE ${where.join(' AND ')}`;
  }
}

/**
 * Search statements go to the pg pool under TypeORM directly: the same statements, without
 * the query-runner wrapper around each (measurable per request, see docs/benchmarks.md).
 */
export type SearchPool = Pick<Pool, 'query'>;

export function searchPool(db: DataSource): SearchPool {
  return (db.driver as unknown as { master: Pool }).master;
}

async function rowsOf<T>(pool: SearchPool, text: string, params: unknown[]): Promise<T[]> {
  return (await pool.query(text, params)).rows as T[];
}

export interface SearcherRow {
  id: number;
  gender: Searcher['gender'];
  sexuality: Searcher['sexuality'];
  country: string;
  blocked: number[];
}

/** The member of a live session ($1 = the token's hash), see SEARCHER_SQL; null for a visitor. */
export async function searcherOf(pool: SearchPool, tokenHash: string): Promise<SearcherRow | null> {
  const [row] = await rowsOf<SearcherRow>(pool, SEARCHER_SQL, [tokenHash]);
  return row ?? null;
}

/** Up to `limit` cards after `afterId`, newest first. */
export function cardPage(pool: SearchPool, sql: SearchSql, limit: number, afterId: number | null): Promise<CardRow[]> {
  return rowsOf<CardRow>(pool, sql.page(limit, afterId), sql.params);
}

/** A page row that also carries the count of excluded members matching the filters; id null when the page is empty. */
type CountedCardRow = (CardRow & { hidden: number }) | (Record<keyof CardRow, null> & { hidden: number });

/** cardPage, and how many of the excluded ids the total counts (see SearchSql.pageCountingExcluded). */
export async function cardPageCountingExcluded(
  pool: SearchPool,
  sql: SearchSql,
  limit: number,
  afterId: number | null,
): Promise<{ rows: CardRow[]; hidden: number }> {
  const found = await rowsOf<CountedCardRow>(pool, sql.pageCountingExcluded(limit, afterId), sql.params);
  const rows = found.filter((r): r is CardRow & { hidden: number } => r.id !== null);
  return { rows, hidden: found[0]?.hidden ?? 0 };
}

async function countWith(pool: SearchPool, sql: SearchSql, text: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(pool, text, sql.params);
  return row?.n ?? 0;
}

/** Everyone matching the filters, no one left out: the total shared by every viewer. */
export function totalCount(pool: SearchPool, filters: SearchFilters): Promise<number> {
  const sql = new SearchSql(filters, []);
  return countWith(pool, sql, sql.count());
}

/** How many of `ids` match the filters. */
export function countAmong(pool: SearchPool, filters: SearchFilters, ids: number[]): Promise<number> {
  const sql = new SearchSql(filters, []);
  return countWith(pool, sql, sql.countAmong(ids));
}

/** The id `step` rows after `afterId` (see SearchSql.hop); null when the results end before it. */
export async function hopId(
  pool: SearchPool,
  filters: SearchFilters,
  excluded: number[],
  step: number,
  afterId: number | null,
): Promise<number | null> {
  const sql = new SearchSql(filters, excluded);
  const [row] = await rowsOf<{ id: number }>(pool, sql.hop(step, afterId), sql.params);
  return row?.id ?? null;
}
