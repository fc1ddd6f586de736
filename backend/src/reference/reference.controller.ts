import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { INTERESTS, REGIONS, type InterestsResponse, type RegionsResponse } from '@amoretto/shared';

// Static vocabularies: the client loads each once and caches it (docs/product.md#profile).
@ApiTags('reference')
@Controller('api')
export class ReferenceController {
  @Get('interests.php')
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({ summary: 'Every interest key; labels are translated by the client' })
  @ApiOkResponse({ description: '{ interests: string[] }' })
  interests(): InterestsResponse {
    return { interests: [...INTERESTS] };
  }

  @Get('regions.php')
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({ summary: 'First-level regions per country with their kind (province, region, state, canton, voivodeship)' })
  @ApiOkResponse({ description: '{ [country]: { kind, regions: [{ code, name }] } }' })
  regions(): RegionsResponse {
    return REGIONS;
  }
}
