import { Module } from '@nestjs/common';
import { LocationModule } from '../location/location.module';
import { SitesModule } from '../sites/sites.module';
import { SiteSettingsController } from './site-settings.controller';
import { SiteSettingsService } from './site-settings.service';

/**
 * The site's settings for a visitor (GET /api/settings.php: the site's name, countries, languages,
 * options). Not the member's own account settings, which are the accounts module's.
 */
@Module({
  imports: [SitesModule, LocationModule],
  controllers: [SiteSettingsController],
  providers: [SiteSettingsService],
})
export class SiteSettingsModule {}
