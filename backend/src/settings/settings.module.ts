import { Module } from '@nestjs/common';
import { LocationModule } from '../location/location.module';
import { SitesModule } from '../sites/sites.module';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

@Module({
  imports: [SitesModule, LocationModule],
  controllers: [SettingsController],
  providers: [SettingsService],
})
export class SettingsModule {}
