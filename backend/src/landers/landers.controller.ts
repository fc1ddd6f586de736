import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { LANDER_CARDS_MAX, LanderCardsQueryDto, type LanderCardsResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { GeoIpService } from '../location/geoip.service';
import { CurrentSite } from '../sites/current-site.decorator';
import { pickSelectedCountry } from '../sites/visitor-country';
import { LandersService } from './landers.service';

@ApiTags('landers')
@Controller('api')
export class LandersController {
  constructor(
    private readonly landers: LandersService,
    private readonly geoip: GeoIpService,
  ) {}

  // Public whatever the site's logged-out search setting: landers are for visitors (spec §6).
  @Get('landers/cards')
  @Header('cache-control', 'private, max-age=60')
  @ApiOperation({
    summary: 'Members a campaign lander shows: visible, with a photo, not fictional, of the visitor’s country (public, cached)',
  })
  @ApiOkResponse({ description: '{ members: MemberCard[] }, newest first' })
  cards(
    @Req() request: FastifyRequest,
    @Query() query: LanderCardsQueryDto,
    @CurrentSite() site: SiteEntity,
  ): Promise<LanderCardsResponse> {
    const country = pickSelectedCountry(site, query.country, this.geoip.countryOf(request.ip) ?? site.countries[0]!);
    return this.landers.cards(site, {
      country,
      gender: query.gender,
      minAge: query.min_age ?? null,
      limit: query.limit ?? LANDER_CARDS_MAX,
    });
  }
}
