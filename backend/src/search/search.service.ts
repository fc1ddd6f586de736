import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  isCountry,
  loggedOutSearchVisible,
  SEARCH_PAGE_SIZE,
  SEARCH_SIMILAR_THRESHOLD,
  type Country,
  type MemberCard,
  type SearchQueryDto,
  type SearchResponse,
} from '@amoretto/shared';
import { sessionTokenHash, type SiteEntity } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { AppConfig } from '../config/app-config';
import { toMemberCard, type CardRow } from '../members/member-card';
import { REDIS } from '../redis/redis.module';
import { decodeCursor, encodeCursor, resolveFilters, widen, type Searcher, type SearchFilters } from './search-filters';
import { cardPage, cardPageCountingExcluded, countAmong, hopId, searcherOf, SearchSql, totalCount, type SearchPool } from './search-sql';
import { SearchReadPool } from './search-read-pool';
import { ExpiringMap, LocalTotals, searchTotalKey } from './search-totals';

/** Deep pages without a cursor are reached in hops of at most this many rows (never a large OFFSET). */
const HOP = 100;

export interface SearchContext {
  /** The auth cookie's token, if any: resolved against the sessions table (see searcherOf). */
  sessionToken: string | null;
  site: SiteEntity;
  /** The visitor's selected country (geoip / site), used when the viewer is not logged in or has no valid country. */
  visitorCountry: () => Promise<Country>;
}

@Injectable()
export class SearchService {
  /** Totals shared through Redis, kept here too until their Redis entry expires. */
  private readonly localTotals = new LocalTotals();
  /** Visitors' answers by site, filters and page (see forVisitor). */
  private readonly visitorAnswers = new ExpiringMap<Promise<SearchResponse>>(2000);

  constructor(
    private readonly pools: SearchReadPool,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /** Result pages and counts: the read-only replica when DATABASE_READ_URL is set. */
  private get pool(): SearchPool {
    return this.pools.reads;
  }

  async search(query: SearchQueryDto, ctx: SearchContext): Promise<SearchResponse> {
    const settings = ctx.site;
    const me = ctx.sessionToken === null ? null : await searcherOf(this.pools.primary, sessionTokenHash(ctx.sessionToken));
    if (
      !me &&
      !loggedOutSearchVisible({
        loggedIn: false,
        logged_out_search: settings.logged_out_search,
        logged_out_search_trafficsource: settings.logged_out_search_trafficsource,
        hasTrafficSource: Boolean(query.network?.trim()),
      })
    ) {
      throw new ApiException('search_not_available', HttpStatus.FORBIDDEN);
    }
    const searcher: Searcher = {
      gender: me?.gender ?? null,
      sexuality: me?.sexuality ?? null,
      country: me && isCountry(me.country) ? me.country : await ctx.visitorCountry(),
    };
    const filters = resolveFilters(query, searcher, settings.search_fields);
    // Left out for a member: themselves and everyone blocked either way.
    if (me) return this.run(query, filters, [me.id, ...me.blocked], settings.cdn_prefix);
    return this.forVisitor(query, filters, settings);
  }

  /**
   * Visitors of one site with the same filters and page all get the same answer: it is
   * reused for VISITOR_SEARCH_CACHE_SECONDS, and visitors asking at once share one run.
   */
  private forVisitor(query: SearchQueryDto, filters: SearchFilters, site: SiteEntity): Promise<SearchResponse> {
    const ttl = this.config.VISITOR_SEARCH_CACHE_SECONDS;
    if (ttl === 0) return this.run(query, filters, [], site.cdn_prefix);
    const key = JSON.stringify([site.id, filters, query.page ?? 1, query.cursor ?? null]);
    const cached = this.visitorAnswers.get(key, Date.now());
    if (cached) return cached;
    const answer = this.run(query, filters, [], site.cdn_prefix);
    this.visitorAnswers.set(key, answer, Date.now() + ttl * 1000);
    // A failed run is not kept: the next visitor tries again.
    answer.catch(() => this.visitorAnswers.deleteIf(key, answer));
    return answer;
  }

  private async run(query: SearchQueryDto, filters: SearchFilters, excluded: number[], cdn: string): Promise<SearchResponse> {
    const page = query.page ?? 1;
    let afterId = decodeCursor(query.cursor);
    if (afterId === null && page > 1) afterId = await this.hopTo(filters, excluded, (page - 1) * SEARCH_PAGE_SIZE);
    const reachable = page === 1 || afterId !== null;
    const [rows, numResults] = reachable ? await this.pageAndCount(filters, excluded, afterId) : [[], await this.count(filters, excluded)];
    const more = rows.length > SEARCH_PAGE_SIZE;
    const profiles = rows.slice(0, SEARCH_PAGE_SIZE).map((r) => toMemberCard(r, cdn));

    let similar: MemberCard[] = [];
    let similarCount = 0;
    const wider = page === 1 && numResults < SEARCH_SIMILAR_THRESHOLD ? widen(filters) : null;
    if (wider) {
      const [similarRows, widerCount] = await Promise.all([
        cardPage(this.pool, new SearchSql(wider, excluded, filters), SEARCH_PAGE_SIZE, null),
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

  /**
   * One page after `afterId` (one row more than shown, to tell whether a next page exists) and
   * the total: the shared cached count less the viewer's exclusions, which the page statement
   * counts in the same round trip.
   */
  private async pageAndCount(filters: SearchFilters, excluded: number[], afterId: number | null): Promise<[CardRow[], number]> {
    const sql = new SearchSql(filters, excluded);
    if (excluded.length === 0) {
      return Promise.all([cardPage(this.pool, sql, SEARCH_PAGE_SIZE + 1, afterId), this.totalFor(filters)]);
    }
    const [{ rows, hidden }, all] = await Promise.all([
      cardPageCountingExcluded(this.pool, sql, SEARCH_PAGE_SIZE + 1, afterId),
      this.totalFor(filters),
    ]);
    return [rows, Math.max(0, all - hidden)];
  }

  /** The total for the filters (shared by every viewer, briefly cached) less the viewer's exclusions. */
  private async count(filters: SearchFilters, excluded: number[]): Promise<number> {
    const [all, hidden] = await Promise.all([
      this.totalFor(filters),
      excluded.length === 0 ? Promise.resolve(0) : countAmong(this.pool, filters, excluded),
    ]);
    return Math.max(0, all - hidden);
  }

  private async totalFor(filters: SearchFilters): Promise<number> {
    const ttl = this.config.SEARCH_COUNT_CACHE_SECONDS;
    if (ttl === 0) return totalCount(this.pool, filters);
    const key = searchTotalKey(filters);
    const local = this.localTotals.get(key, Date.now());
    if (local !== undefined) return local;
    // Value and remaining lifetime in one round trip.
    const replies = await this.redis
      .pipeline()
      .get(key)
      .pttl(key)
      .exec()
      .catch(() => null);
    const [[getError, cached], [ttlError, ttlMs]] = (replies ?? [
      [new Error('search totals: no reply from Redis'), null],
      [null, 0],
    ]) as [[Error | null, string | null], [Error | null, number]];
    // Only a cache: while Redis is out of reach the total is counted in Postgres.
    if (getError || ttlError) return totalCount(this.pool, filters);
    if (cached !== null) {
      if (ttlMs > 0) this.localTotals.set(key, Number(cached), Date.now() + ttlMs);
      return Number(cached);
    }
    const total = await totalCount(this.pool, filters);
    await this.redis.set(key, String(total), 'EX', ttl).catch(() => undefined);
    this.localTotals.set(key, total, Date.now() + ttl * 1000);
    return total;
  }

  /** The id after which row `skip + 1` starts, or null when the results end before it. */
  private async hopTo(filters: SearchFilters, excluded: number[], skip: number): Promise<number | null> {
    let afterId: number | null = null;
    for (let left = skip; left > 0; left -= HOP) {
      const id = await hopId(this.pool, filters, excluded, Math.min(HOP, left), afterId);
      if (id === null) return null;
      afterId = id;
    }
    return afterId;
  }
}
