import { Injectable } from '@nestjs/common';
import geoip from 'geoip-lite';

/** Country of a client address from the offline database shipped with geoip-lite. */
@Injectable()
export class GeoIpService {
  countryOf(ip: string | undefined): string | null {
    if (!ip) return null;
    const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    return geoip.lookup(address)?.country ?? null;
  }
}
