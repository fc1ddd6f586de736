import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { isCountry, SearchQueryDto, type SearchResponse } from '@amoretto/shared';
import { RequestContextService } from '../accounts/request-context.service';
import { OptionalSession, type MaybeAuthenticatedRequest } from '../auth/session.guard';
import { SearchService } from './search.service';

@ApiTags('search')
@Controller('api')
export class SearchController {
  constructor(
    private readonly searchService: SearchService,
    private readonly context: RequestContextService,
  ) {}

  @Get('members')
  @OptionalSession()
  @ApiOperation({
    summary: 'Member search (spec §3 Search state): filters per the site search_fields, keyset pages, similar results',
    description: 'Visitors may search when the site allows logged-out search (spec §5); otherwise 403 search_not_available.',
  })
  async search(@Req() request: MaybeAuthenticatedRequest, @Query() query: SearchQueryDto): Promise<SearchResponse> {
    const { site, country } = await this.context.signupContext(request);
    return this.searchService.search(query, { viewerId: request.userId, site, visitorCountry: isCountry(country) ? country : site.countries[0]! });
  }
}
