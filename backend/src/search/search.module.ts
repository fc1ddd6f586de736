import { Module } from '@nestjs/common';
import { LocationModule } from '../location/location.module';
import { SitesModule } from '../sites/sites.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({ imports: [LocationModule, SitesModule], controllers: [SearchController], providers: [SearchService], exports: [SearchService] })
export class SearchModule {}
