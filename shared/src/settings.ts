// Response shapes of the public contract endpoints (docs/product.md#sites).
import type { Country, Locale } from './constants';
import type { SiteTags } from './tags/site-tags';
import type { Interest, ProfileField, RegionKind, SearchField, SignupMode } from './vocabularies';

export interface MinimumMessageCost {
  costs: number;
  currency: string;
}

export interface Region {
  /** Stable code, ISO 3166-2 where one exists (e.g. `NL-NH`). */
  code: string;
  /** Name in the country's own language. */
  name: string;
}

export interface CountryRegions {
  kind: RegionKind;
  regions: Region[];
}

export type RegionData = Partial<Record<Country, CountryRegions>>;

/** `GET /api/settings.php`: the site's public fields plus what is derived per request. */
export interface Settings extends Omit<SiteRecord, 'aliases' | 'is_default'> {
  geoip_country: string;
  geoip_selected_country: Country;
  push_public_key: string | null;
  interests: Interest[];
  region_data: RegionData;
  /** Locales offered to this visitor (derived from geoip_selected_country, docs/product.md#sites). */
  locales: Locale[];
  /** Every country site, for the pages' `hreflang` alternates. */
  alternates: SiteAlternate[];
  /** The site's tracking tag and session-analytics script, loaded after consent (docs/product.md#consent). */
  tags: SiteTags;
}

/** A country site as an alternate of the same page: `nl-BE`-style tag (or `x-default`) and domain. */
export interface SiteAlternate {
  hreflang: string;
  domain: string;
}

/** `GET /api/companyinfo.php` */
export interface CompanyInfo {
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: Record<string, string>;
  support_phone: string;
  delete_discount: number;
  added: string;
  /** The later of 1 Dec 2023 12:00 UTC and `added` (docs/product.md#sites). */
  terms_version_date: string;
}

/** `GET /api/interests.php` */
export interface InterestsResponse {
  interests: Interest[];
}

/** `GET /api/regions.php` */
export type RegionsResponse = RegionData;

/**
 * One site (brand + domain) as stored in the `sites` table. The request host picks the
 * site; everything a visitor's settings need that is not derived per request lives here.
 */
export interface SiteRecord {
  /** Production domain, e.g. `amoretto.nl`. */
  domain: string;
  /** Other hosts that serve this site (e.g. `nl.localhost` for local development). */
  aliases: string[];
  /** The site answering unknown hosts; exactly one. */
  is_default: boolean;
  name: string;
  domain_language: Locale;
  countries: Country[];
  index_title: string;
  description: string;
  cdn_prefix: string;
  enable_site_entry_popup: 'yes' | 'no';
  signups: SignupMode;
  logged_out_search: string;
  logged_out_search_trafficsource: string;
  minimum_message_costs: Partial<Record<Country, MinimumMessageCost>>;
  message_credits: number;
  signup_credits: number;
  photo_credits: number;
  gift_credits: number;
  message_length: number;
  fictional_icon: string;
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
  refund_days: number;
  support_email: string;
  support_phone: string;
  visible_profile_fields: ProfileField[];
  visible_profile_notes: Partial<Record<ProfileField, string>>;
  search_fields: SearchField[];
  member_resell: boolean;
}

/** The company behind the sites, as stored (one row). */
export type CompanyRecord = Omit<CompanyInfo, 'terms_version_date'>;
