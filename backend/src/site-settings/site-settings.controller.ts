import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Settings } from '@amoretto/shared';
import { SiteSettingsQueryDto } from './dto/site-settings-query.dto';
import { SiteSettingsService } from './site-settings.service';

@ApiTags('site-settings')
@Controller('api')
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Get('settings.php')
  @Header('cache-control', 'private, no-cache')
  @Header('vary', 'Host')
  @ApiOperation({ summary: 'Site settings for the request host and visitor' })
  @ApiOkResponse({ description: 'Every Settings field' })
  get(@Req() request: FastifyRequest, @Query() query: SiteSettingsQueryDto): Promise<Settings> {
    return this.settings.forRequest({ host: request.headers.host, ip: request.ip, country: query.country });
  }
}
