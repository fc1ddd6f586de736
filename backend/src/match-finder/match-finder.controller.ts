import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MatchFinderQueryDto, type MatchFinderResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { CurrentSite } from '../sites/current-site.decorator';
import { MatchFinderService } from './match-finder.service';

@ApiTags('match-finder')
@Controller('api/match-finder')
export class MatchFinderController {
  constructor(private readonly finder: MatchFinderService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Members matching the match finder’s answers (appearance and background order, never filter)' })
  find(
    @Req() request: AuthenticatedRequest,
    @Query() query: MatchFinderQueryDto,
    @CurrentSite() site: SiteEntity,
  ): Promise<MatchFinderResponse> {
    return this.finder.find(request.userId, query, site.cdn_prefix);
  }
}
