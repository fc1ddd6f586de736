import { Module } from '@nestjs/common';
import { PremiumController } from './premium.controller';
import { PremiumStatsService } from './premium-stats.service';

@Module({ controllers: [PremiumController], providers: [PremiumStatsService] })
export class PremiumModule {}
