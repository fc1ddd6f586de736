import { Module } from '@nestjs/common';
import { LocationModule } from '../location/location.module';
import { SitesModule } from '../sites/sites.module';
import { LandersController } from './landers.controller';
import { LandersService } from './landers.service';

/** Campaign landers' members (docs/product.md#landers). */
@Module({ imports: [LocationModule, SitesModule], controllers: [LandersController], providers: [LandersService] })
export class LandersModule {}
