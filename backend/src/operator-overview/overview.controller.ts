import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { OperatorOverviewResponse } from '@amoretto/shared';
import { OperatorAuthenticated } from '../operator-auth/operator-session.guard';
import { openReportsCount, waitingFictionalCount } from './overview.repository';

// The console home's counts (docs/product.md#operators): any operator sees what waits; failed
// jobs come from the workers' queue counts, for admins.
@ApiTags('operator')
@Controller('api/operator/overview')
export class OperatorOverviewController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @OperatorAuthenticated()
  @ApiOperation({ summary: 'Counts for the console home: conversations waiting for a fictional profile, open reports' })
  @ApiOkResponse({ description: '{ waiting_fictional, open_reports }' })
  async overview(): Promise<OperatorOverviewResponse> {
    const [waiting, reports] = await Promise.all([waitingFictionalCount(this.db.manager), openReportsCount(this.db.manager)]);
    return { waiting_fictional: waiting, open_reports: reports };
  }
}
