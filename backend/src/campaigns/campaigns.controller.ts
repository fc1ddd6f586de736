import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberCardParamsDto, type MemberCardResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { CurrentSite } from '../sites/current-site.decorator';
import { CampaignsService } from './campaigns.service';

@ApiTags('campaigns')
@Controller('api')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get('members/:id/card')
  @ApiOperation({ summary: 'A member’s card for the campaign signup page (public): main photo, name, age, city' })
  @ApiOkResponse({ description: '{ member }; 404 member_not_found when deleted, disabled, invisible or unknown' })
  async card(@Param() params: MemberCardParamsDto, @CurrentSite() site: SiteEntity): Promise<MemberCardResponse> {
    return { member: await this.campaigns.card(params.id, site.cdn_prefix) };
  }
}
