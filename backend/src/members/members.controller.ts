import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberPageQueryDto, type MemberPageResponse } from '@amoretto/shared';
import { RequestContextService } from '../accounts/request-context.service';
import { OptionalSession, type MaybeAuthenticatedRequest } from '../auth/session.guard';
import { memberIdParam } from './member-relations';
import { MemberPageService } from './member-page.service';

@ApiTags('members')
@Controller('api/members')
export class MembersController {
  constructor(
    private readonly pages: MemberPageService,
    private readonly context: RequestContextService,
  ) {}

  @Get(':id')
  @OptionalSession()
  @ApiOperation({
    summary: 'A member page: public profile, relation to the viewer, related and similar members',
    description:
      'Visitors follow the logged-out search rule (403 search_not_available). 404 member_not_found, ' +
      '403 blocked_by_member when the member blocked the viewer.',
  })
  async page(@Req() request: MaybeAuthenticatedRequest, @Param('id') id: string, @Query() query: MemberPageQueryDto): Promise<MemberPageResponse> {
    const profileId = memberIdParam(id);
    const site = await this.context.site(request);
    return this.pages.page(profileId, { viewerId: request.userId, site, network: query.network });
  }
}
