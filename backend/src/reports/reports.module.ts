import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SitesModule } from '../sites/sites.module';
import { ReportRateLimitService } from './report-rate-limit.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Members' reports (docs/product.md#moderation); the moderation module decides them. */
@Module({
  imports: [AuthModule, SitesModule],
  controllers: [ReportsController],
  providers: [ReportsService, ReportRateLimitService],
})
export class ReportsModule {}
