import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberPageQueryDto, type MemberPageResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { OptionalSession, type MaybeAuthenticatedRequest } from '../auth/session.guard';
import { IdParam } from '../common/id.pipe';
import { CurrentSite } from '../sites/current-site.decorator';
import { MemberPageService } from './member-page.service';

@ApiTags('members')
@Controller('api/members')
export class MembersController {
  constructor(private readonly pages: MemberPageService) {}

  @Get(':id')
  @OptionalSession()
  @ApiOperation({
    summary: 'A member page: public profile, relation to the viewer, related and similar members',
    description:
      'Visitors follow the logged-out search rule (403 search_not_available). 404 member_not_found, ' +
      '403 blocked_by_member when the member blocked the viewer.',
  })
  async page(
    @Req() request: MaybeAuthenticatedRequest,
    @IdParam('id', 'member_not_found') profileId: number,
    @Query() query: MemberPageQueryDto,
    @CurrentSite() site: SiteEntity,
  ): Promise<MemberPageResponse> {
    return this.pages.page(profileId, { viewerId: request.userId, site, network: query.network });
  }
}
