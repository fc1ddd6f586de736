import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SitesModule } from '../sites/sites.module';
import { MatchFinderController } from './match-finder.controller';
import { MatchFinderService } from './match-finder.service';

/** The match finder: the backend's side of the site's `match-finder/`. */
@Module({
  imports: [AuthModule, SitesModule],
  controllers: [MatchFinderController],
  providers: [MatchFinderService],
})
export class MatchFinderModule {}
