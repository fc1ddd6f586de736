import { Module } from '@nestjs/common';
import { GeoModule } from '../geo/geo.module';
import { SitesModule } from '../sites/sites.module';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

@Module({
  imports: [SitesModule, GeoModule],
  controllers: [SettingsController],
  providers: [SettingsService],
})
export class SettingsModule {}
