import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CamsResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { DataSource } from 'typeorm';
import { CurrentSite } from '../sites/current-site.decorator';
import { camCards } from './cam-rules';
import { activeCams } from './cams.repository';

@ApiTags('cams')
@Controller('api')
export class CamsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get('cams')
  @Header('cache-control', 'private, max-age=60')
  @Header('vary', 'Host')
  @ApiOperation({ summary: "The site's cam and resell cards (empty unless the site's member_resell allows them)" })
  @ApiOkResponse({ description: '{ cams: CamProfile[] }' })
  async list(@CurrentSite() site: SiteEntity): Promise<CamsResponse> {
    const rows = site.member_resell ? await activeCams(this.db.manager, site.id) : [];
    return { cams: camCards(site.member_resell, rows, site.cdn_prefix) };
  }
}
