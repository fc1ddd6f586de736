import { Controller, Get, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { isCountry, SearchQueryDto, type SearchResponse } from '@amoretto/shared';
import { sessionTokenFromCookie, type SiteEntity } from '@amoretto/shared/db';
import { GeoIpService } from '../location/geoip.service';
import { CurrentSite } from '../sites/current-site.decorator';
import { pickSelectedCountry } from '../sites/visitor-country';
import { SEARCH_RESPONSE_SCHEMA } from './search-response.schema';
import { SearchService } from './search.service';

@ApiTags('search')
@Controller('api')
export class SearchController {
  constructor(
    private readonly searchService: SearchService,
    private readonly geoip: GeoIpService,
  ) {}

  // No session guard: the service resolves the optional session in its first statement
  // together with the searcher's row, one round trip less per search.
  @Get('members')
  @RouteSchema({ response: { 200: SEARCH_RESPONSE_SCHEMA } })
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'Member search: filters per the site search_fields, keyset pages, similar results',
    description: 'Visitors may search when the site allows logged-out search; otherwise 403 search_not_available.',
  })
  async search(@Req() request: FastifyRequest, @Query() query: SearchQueryDto, @CurrentSite() site: SiteEntity): Promise<SearchResponse> {
    return this.searchService.search(query, {
      sessionToken: sessionTokenFromCookie(request.headers.cookie),
      site,
      // Only needed for visitors and for members without a valid country: geoip stays off the common path.
      visitorCountry: async () => {
        const country = pickSelectedCountry(site, undefined, this.geoip.countryOf(request.ip) ?? site.countries[0]!);
        return isCountry(country) ? country : site.countries[0]!;
      },
    });
  }
}
