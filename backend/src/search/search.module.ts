import { Module } from '@nestjs/common';
import { LocationModule } from '../location/location.module';
import { SitesModule } from '../sites/sites.module';
import { SearchController } from './search.controller';
import { SearchReadPool } from './search-read-pool';
import { SearchService } from './search.service';

@Module({
  imports: [LocationModule, SitesModule],
  controllers: [SearchController],
  providers: [SearchReadPool, SearchService],
  exports: [SearchService],
})
export class SearchModule {}
