import { isCountry, type Country } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';

/**
 * The country a visitor is served as on a site: an explicit choice wins; otherwise their own
 * country (from their address) when the product knows it; otherwise the site's first country.
 * Used by the site settings, the signup and the logged-out search.
 */
export function pickSelectedCountry(site: Pick<SiteEntity, 'countries'>, requested: string | undefined, geoipCountry: string): Country {
  if (isCountry(requested)) return requested;
  if (isCountry(geoipCountry)) return geoipCountry;
  return site.countries[0] as Country;
}
