import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  defaultGenders,
  MATCH_FINDER_RESULTS,
  matchFinderAges,
  type MatchFinderQueryDto,
  type MatchFinderResponse,
} from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { toMemberCard } from '../members/member-card';
import { birthDateRange } from '../search/search-filters';
import { finderMatches, finderOf } from './match-finder.repository';

/** The match finder's results (docs/product.md#match-finder): search's defaults, narrowed by age group, ordered by the rest. */
@Injectable()
export class MatchFinderService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(userId: number, query: MatchFinderQueryDto, cdnPrefix: string): Promise<MatchFinderResponse> {
    const me = await finderOf(this.db, userId);
    if (!me) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    const { minAge, maxAge } = matchFinderAges(query.age_group);
    const { after, until } = birthDateRange(minAge, maxAge);
    const rows = await finderMatches(this.db, userId, {
      country: me.country,
      genders: defaultGenders(me),
      bornAfter: after,
      bornUntil: until,
      appearance: query.appearance,
      race: query.race === 'any' ? null : query.race,
      limit: MATCH_FINDER_RESULTS,
    });
    return { profiles: rows.map((row) => toMemberCard(row, cdnPrefix)) };
  }
}
