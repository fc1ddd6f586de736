import type { SiteAlternate } from '@amoretto/shared';

type AlternateSource = { domain: string; domain_language: string; countries: string[]; is_default: boolean };

/**
 * Each country site as an `hreflang` alternate of a page: its language and first country
 * (`fr-CH`; the site's other languages share its addresses, chosen by cookie, so they get no
 * tag of their own), plus `x-default` for the site that answers unknown hosts.
 */
export function siteAlternates(sites: readonly AlternateSource[]): SiteAlternate[] {
  const alternates = sites
    .filter((site) => site.countries.length > 0)
    .map((site) => ({ hreflang: `${site.domain_language}-${site.countries[0]}`, domain: site.domain }));
  const fallback = sites.find((site) => site.is_default);
  return fallback ? [...alternates, { hreflang: 'x-default', domain: fallback.domain }] : alternates;
}
