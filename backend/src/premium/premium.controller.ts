import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PremiumStatsResponse } from '@amoretto/shared';
import { PremiumStatsService } from './premium-stats.service';

@ApiTags('premium')
@Controller('api')
export class PremiumController {
  constructor(private readonly stats: PremiumStatsService) {}

  // Public: /premium, /pricing and the FAQ are shown to visitors too.
  @Get('premium-stats')
  @ApiOperation({ summary: "Premium members' measured better chance of a match, or null when it cannot be claimed" })
  @ApiOkResponse({
    description: '{"claim":{"better_percent","premium_rate","free_rate","premium_sample","free_sample","window_days"}} or {"claim":null}',
  })
  async premiumStats(): Promise<PremiumStatsResponse> {
    return { claim: await this.stats.claim() };
  }
}
