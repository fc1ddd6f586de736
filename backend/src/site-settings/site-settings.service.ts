import { Inject, Injectable } from '@nestjs/common';
import { INTERESTS, localesForCountry, readSiteTags, regionsFor, type Country, type Settings } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { AppConfig } from '../config/app-config';
import { GeoIpService } from '../location/geoip.service';
import { siteAlternates } from '../sites/site-alternates';
import { SitesService } from '../sites/sites.service';
import { pickSelectedCountry } from '../sites/visitor-country';

export interface SiteSettingsRequest {
  host: string | undefined;
  ip: string | undefined;
  country?: string;
}

@Injectable()
export class SiteSettingsService {
  constructor(
    private readonly sites: SitesService,
    private readonly geoip: GeoIpService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async forRequest(request: SiteSettingsRequest): Promise<Settings> {
    const site = await this.sites.forHost(request.host);
    const home = site.countries[0] as Country;
    // Unknown addresses (loopback, private ranges) fall back to the site's own country.
    const geoipCountry = this.geoip.countryOf(request.ip) ?? home;
    const selected = pickSelectedCountry(site, request.country, geoipCountry);
    return {
      ...publicSiteFields(site),
      alternates: siteAlternates(await this.sites.all()),
      geoip_country: geoipCountry,
      geoip_selected_country: selected,
      locales: localesForCountry(selected),
      interests: [...INTERESTS],
      region_data: regionsFor(site.countries),
      push_public_key: this.config.VAPID_PUBLIC_KEY ?? null,
      tags: readSiteTags(site.tags),
    };
  }
}

function publicSiteFields(site: SiteEntity) {
  return {
    name: site.name,
    domain: site.domain,
    domain_language: site.domain_language,
    countries: site.countries,
    index_title: site.index_title,
    description: site.description,
    cdn_prefix: site.cdn_prefix,
    enable_site_entry_popup: site.enable_site_entry_popup,
    signups: site.signups,
    logged_out_search: site.logged_out_search,
    logged_out_search_trafficsource: site.logged_out_search_trafficsource,
    minimum_message_costs: site.minimum_message_costs,
    message_credits: site.message_credits,
    signup_credits: site.signup_credits,
    photo_credits: site.photo_credits,
    gift_credits: site.gift_credits,
    message_length: site.message_length,
    fictional_icon: site.fictional_icon,
    fictional_warning: site.fictional_warning,
    fictional_singular: site.fictional_singular,
    fictional_plural: site.fictional_plural,
    refund_days: site.refund_days,
    support_email: site.support_email,
    support_phone: site.support_phone,
    visible_profile_fields: site.visible_profile_fields,
    visible_profile_notes: site.visible_profile_notes,
    search_fields: site.search_fields,
    member_resell: site.member_resell,
  };
}
