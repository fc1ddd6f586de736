import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { CollectHitDto } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { DataSource } from 'typeorm';
import { CurrentSite } from '../sites/current-site.decorator';
import { collectorScript } from './collector-script';
import { insertHit } from './collector.repository';

/**
 * The first-party collector (docs/product.md#consent): the scripts a site's tag settings point to
 * in development and tests, and the endpoint they report to. The site decides, by data, whether it
 * loads these or a vendor's scripts; the site's pages load either only after consent.
 */
@ApiTags('analytics')
@Controller('api/collect')
export class CollectorController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get('tracking-tag.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Stand-in tracking tag script' })
  trackingTag(): string {
    return collectorScript('tracking_tag');
  }

  @Get('session-analytics.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Stand-in session-analytics script' })
  sessionAnalytics(): string {
    return collectorScript('session_analytics');
  }

  @Post('hits')
  @HttpCode(204)
  @ApiOperation({ summary: 'One hit of a stand-in script' })
  @ApiNoContentResponse()
  async hit(@CurrentSite() site: SiteEntity, @Body() body: CollectHitDto): Promise<void> {
    await insertHit(this.db.manager, site.id, body);
  }
}
