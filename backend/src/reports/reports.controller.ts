import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReportDto, type ReportResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { CurrentSite } from '../sites/current-site.decorator';
import { ReportsService } from './reports.service';

@ApiTags('reports')
@Controller('api/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @Authenticated()
  @ApiOperation({ summary: 'Report a profile, or the conversation with it, to the moderators' })
  @ApiCreatedResponse({
    description:
      '{ report }; 409 report_already_open while an earlier report about the member is open, 429 too_many_requests past the hourly limit',
  })
  async report(@Req() request: AuthenticatedRequest, @CurrentSite() site: SiteEntity, @Body() body: ReportDto): Promise<ReportResponse> {
    return this.reports.report(request.userId, site.id, body);
  }
}
