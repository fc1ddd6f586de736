import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MemberCardParamsDto, type MemberCardResponse } from '@amoretto/shared';
import { RequestContextService } from '../accounts/request-context.service';
import { CampaignsService } from './campaigns.service';

@ApiTags('campaigns')
@Controller('api')
export class CampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly context: RequestContextService,
  ) {}

  @Get('members/:id/card')
  @ApiOperation({ summary: 'A member’s card for the campaign signup page (public): main photo, name, age, city' })
  @ApiOkResponse({ description: '{ member }; 404 member_not_found when deleted, disabled, invisible or unknown' })
  async card(@Req() request: FastifyRequest, @Param() params: MemberCardParamsDto): Promise<MemberCardResponse> {
    const site = await this.context.site(request);
    return { member: await this.campaigns.card(params.id, site.cdn_prefix) };
  }
}
