import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { GeocodeController } from './geocode.controller';
import { GeocodeService } from './geocode.service';
import { GeoIpService } from './geoip.service';

/**
 * Where a member is: the visitor's country from their address (GeoIpService, used by the
 * settings and signup) and place search for the profile's city (GET /api/geocode). One
 * module under the name the frontend's `location/` uses.
 */
@Module({ imports: [AuthModule], controllers: [GeocodeController], providers: [GeocodeService, GeoIpService], exports: [GeoIpService] })
export class LocationModule {}
