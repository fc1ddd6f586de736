import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GeocodeQueryDto, type GeocodeResponse } from '@amoretto/shared';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { GeocodeService } from './geocode.service';

@ApiTags('geocode')
@Controller('api')
export class GeocodeController {
  constructor(private readonly geocode: GeocodeService) {}

  // Nothing is saved here: the client stores the place it gets through PATCH /api/profile.
  @Get('geocode.php')
  @Authenticated()
  @ApiOperation({ summary: 'Country, region and city at a position; false when it cannot be resolved' })
  @ApiOkResponse({ description: '{"country":"NL","region":"NL-NH","city":"Amsterdam"} or false' })
  reverse(@Req() request: AuthenticatedRequest, @Query() query: GeocodeQueryDto): Promise<GeocodeResponse> {
    return this.geocode.reverse(request.userId, query.lat, query.lon);
  }
}
