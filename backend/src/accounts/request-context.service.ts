import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { AppConfig } from '../config/app-config';
import { GeoIpService } from '../location/geoip.service';
import { SitesService } from '../sites/sites.service';
import { pickSelectedCountry } from '../sites/visitor-country';
import { AccountsService, type RequestMeta } from './accounts.service';
import { deviceTokenFromCookie } from './session-cookie';

/** What an accounts request needs to know about where it comes from. */
@Injectable()
export class RequestContextService {
  constructor(
    private readonly sites: SitesService,
    private readonly geoip: GeoIpService,
    private readonly config: AppConfig,
  ) {}

  meta(request: FastifyRequest): RequestMeta {
    return { ip: request.ip, userAgent: request.headers['user-agent'], deviceToken: deviceTokenFromCookie(request.headers.cookie) };
  }

  site(request: FastifyRequest): Promise<SiteEntity> {
    return this.sites.forHost(request.headers.host);
  }

  async signupContext(request: FastifyRequest): Promise<{ site: SiteEntity; country: string; locale: Locale }> {
    const site = await this.site(request);
    const country = pickSelectedCountry(site, undefined, this.geoip.countryOf(request.ip) ?? site.countries[0]!);
    const cookieLocale = request.cookies?.locale;
    return { site, country, locale: AccountsService.signupLocale(cookieLocale, site, country) };
  }

  get secureCookies(): boolean {
    return this.config.PUBLIC_URL.startsWith('https:');
  }
}
