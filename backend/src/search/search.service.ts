import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import {
  isCountry, loggedOutSearchVisible, SEARCH_PAGE_SIZE, SEARCH_SIMILAR_THRESHOLD,
  type Country, type MemberCard, type SearchQueryDto, type SearchResponse,
} from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { UserEntity } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { AppConfig } from '../config/app-config';
import { toMemberCard, type CardRow } from '../members/member-card';
import { REDIS } from '../redis/redis.module';
import { decodeCursor, encodeCursor, resolveFilters, widen, type Searcher, type SearchFilters } from './search-filters';
import { SearchSql } from './search-sql';

/** Deep pages without a cursor are reached in hops of at most this many rows (never a large OFFSET). */
const HOP = 100;

export interface SearchContext {
  viewerId: number | null;
  site: SiteEntity;
  /** The visitor's selected country (geoip / site), used when the viewer is not logged in. */
  visitorCountry: Country;
}

@Injectable()
export class SearchService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  async search(query: SearchQueryDto, ctx: SearchContext): Promise<SearchResponse> {
    const settings = ctx.site;
    if (
      ctx.viewerId === null &&
      !loggedOutSearchVisible({
        loggedIn: false,
        logged_out_search: settings.logged_out_search,
        logged_out_search_trafficsource: settings.logged_out_search_trafficsource,
        hasTrafficSource: Boolean(query.network?.trim()),
      })
    ) {
      throw new ApiException('search_not_available', HttpStatus.FORBIDDEN);
    }
    const searcher = await this.searcher(ctx);
    const filters = resolveFilters(query, searcher, settings.search_fields);
    const excluded = ctx.viewerId === null ? [] : await this.excludedFor(ctx.viewerId);
    const page = query.page ?? 1;
    const cdn = settings.cdn_prefix;

    let afterId = decodeCursor(query.cursor);
    if (afterId === null && page > 1) afterId = await this.hopTo(filters, excluded, (page - 1) * SEARCH_PAGE_SIZE);
    const reachable = page === 1 || afterId !== null;
    const [rows, numResults] = await Promise.all([
      reachable ? this.rows(new SearchSql(filters, excluded), SEARCH_PAGE_SIZE + 1, afterId) : Promise.resolve([]),
      this.count(filters, excluded),
    ]);
    const more = rows.length > SEARCH_PAGE_SIZE;
    const profiles = rows.slice(0, SEARCH_PAGE_SIZE).map((r) => toMemberCard(r, cdn));

    let similar: MemberCard[] = [];
    let similarCount = 0;
    const wider = page === 1 && numResults < SEARCH_SIMILAR_THRESHOLD ? widen(filters) : null;
    if (wider) {
      const [similarRows, widerCount] = await Promise.all([
        this.rows(new SearchSql(wider, excluded, filters), SEARCH_PAGE_SIZE, null),
        this.count(wider, excluded),
      ]);
      similar = similarRows.map((r) => toMemberCard(r, cdn));
      similarCount = Math.max(0, widerCount - numResults);
    }
    return {
      page,
      profiles,
      numResults,
      next_cursor: more ? encodeCursor(profiles[profiles.length - 1]!.id) : null,
      similar,
      similar_count: similarCount,
    };
  }

  private async searcher(ctx: SearchContext): Promise<Searcher> {
    if (ctx.viewerId === null) return { gender: null, sexuality: null, country: ctx.visitorCountry };
    const me = await this.db.manager.findOneOrFail(UserEntity, {
      where: { id: ctx.viewerId },
      select: { id: true, gender: true, sexuality: true, country: true },
    });
    return { gender: me.gender, sexuality: me.sexuality, country: isCountry(me.country) ? me.country : ctx.visitorCountry };
  }

  /** The viewer and every member blocked by them or blocking them. */
  private async excludedFor(viewerId: number): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.db.query(
      `SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1
       UNION SELECT blocker_id FROM blocks WHERE blocked_id = $1`,
      [viewerId],
    );
    return [viewerId, ...rows.map((r) => r.id)];
  }

  private async rows(sql: SearchSql, limit: number, afterId: number | null): Promise<CardRow[]> {
    const text = sql.page(limit, afterId);
    return this.db.query(text, sql.params);
  }

  /** The total for the filters (shared by every viewer, briefly cached) less the viewer's exclusions. */
  private async count(filters: SearchFilters, excluded: number[]): Promise<number> {
    const [all, hidden] = await Promise.all([
      this.totalFor(filters),
      excluded.length === 0 ? Promise.resolve(0) : this.scalar(new SearchSql(filters, []), (sql) => sql.countAmong(excluded)),
    ]);
    return Math.max(0, all - hidden);
  }

  private async totalFor(filters: SearchFilters): Promise<number> {
    const ttl = this.config.SEARCH_COUNT_CACHE_SECONDS;
    if (ttl === 0) return this.scalar(new SearchSql(filters, []), (sql) => sql.count());
    // The date is part of the key: ages, and so the birth-date bounds, change at midnight.
    const key = `search:count:${new Date().toISOString().slice(0, 10)}:${JSON.stringify([
      filters.country, filters.region ?? null, [...filters.genders].sort(), filters.age, filters.minAge, filters.maxAge,
    ])}`;
    const cached = await this.redis.get(key);
    if (cached !== null) return Number(cached);
    const total = await this.scalar(new SearchSql(filters, []), (sql) => sql.count());
    await this.redis.set(key, String(total), 'EX', ttl);
    return total;
  }

  private async scalar(sql: SearchSql, build: (sql: SearchSql) => string): Promise<number> {
    const text = build(sql);
    const [row] = (await this.db.query(text, sql.params)) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** The id after which row `skip + 1` starts, or null when the results end before it. */
  private async hopTo(filters: SearchFilters, excluded: number[], skip: number): Promise<number | null> {
    let afterId: number | null = null;
    for (let left = skip; left > 0; left -= HOP) {
      const sql = new SearchSql(filters, excluded);
      const text = sql.hop(Math.min(HOP, left), afterId);
      const [row] = (await this.db.query(text, sql.params)) as Array<{ id: number }>;
      if (!row) return null;
      afterId = row.id;
    }
    return afterId;
  }
}
