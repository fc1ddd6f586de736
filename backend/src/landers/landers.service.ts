import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LANDER_CARDS_MAX, type Country, type Gender, type LanderCardsResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { toMemberCard } from '../members/member-card';
import { birthDateRange } from '../search/search-filters';
import { ExpiringMap } from '../search/search-totals';
import { landerCards } from './landers.repository';

/** Every visitor of a lander with the same filters sees the same cards for this long. */
export const LANDER_CARDS_CACHE_MS = 60_000;

export interface LanderCardsRequest {
  country: Country;
  gender: Gender;
  minAge: number | null;
  limit: number;
}

/** The members a campaign lander shows (docs/product.md#landers). */
@Injectable()
export class LandersService {
  /** Answers by site, country, gender, age and count: ad traffic arrives in bursts on the same page. */
  private readonly answers = new ExpiringMap<Promise<LanderCardsResponse>>(500);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  cards(site: Pick<SiteEntity, 'id' | 'cdn_prefix'>, request: LanderCardsRequest): Promise<LanderCardsResponse> {
    const limit = Math.min(request.limit, LANDER_CARDS_MAX);
    const key = JSON.stringify([site.id, request.country, request.gender, request.minAge, limit]);
    const now = Date.now();
    const cached = this.answers.get(key, now);
    if (cached) return cached;
    const answer = this.load(site.cdn_prefix, { ...request, limit });
    this.answers.set(key, answer, now + LANDER_CARDS_CACHE_MS);
    // A failed load is not kept: the next visitor tries again.
    answer.catch(() => this.answers.deleteIf(key, answer));
    return answer;
  }

  private async load(cdnPrefix: string, request: LanderCardsRequest): Promise<LanderCardsResponse> {
    const rows = await landerCards(this.db, {
      country: request.country,
      gender: request.gender,
      bornUntil: request.minAge === null ? null : birthDateRange(request.minAge, request.minAge).until,
      limit: request.limit,
    });
    return { members: rows.map((row) => toMemberCard(row, cdnPrefix)) };
  }
}
