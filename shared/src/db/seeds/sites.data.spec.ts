import { COUNTRIES, LOCALES_BY_COUNTRY } from '../../constants';
import type { SiteRecord } from '../../settings';
import { PROFILE_FIELDS, SEARCH_FIELDS } from '../../vocabularies';
import { COMPANY_SEED } from './company.data';
import { SITE_SEED } from './sites.data';

const TEXT_FIELDS = [
  'domain',
  'name',
  'index_title',
  'description',
  'cdn_prefix',
  'fictional_icon',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'support_email',
  'support_phone',
] as const satisfies readonly (keyof SiteRecord)[];

const countryOf = (site: SiteRecord) => site.countries[0];

describe('SITE_SEED', () => {
  it('has one site per country', () => {
    expect(SITE_SEED).toHaveLength(15);
    for (const site of SITE_SEED) expect(site.countries).toHaveLength(1);
    expect(SITE_SEED.map(countryOf).sort()).toEqual([...COUNTRIES].sort());
  });

  it('has exactly one default site, the Italian one', () => {
    const defaults = SITE_SEED.filter((s) => s.is_default);
    expect(defaults).toHaveLength(1);
    expect(countryOf(defaults[0])).toBe('IT');
  });

  it('has unique domains and aliases across all sites', () => {
    const hosts = SITE_SEED.flatMap((s) => [s.domain, ...s.aliases]);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it.each(SITE_SEED.map((s) => [countryOf(s), s] as const))('%s is configured consistently', (country, site) => {
    expect(site.name).toBe('Amoretto');
    expect(site.domain_language).toBe(LOCALES_BY_COUNTRY[country][0]);
    expect(site.aliases).toContain(`${country.toLowerCase()}.localhost`);
    expect(site.support_email).toBe(`support@${site.domain}`);
    expect(Object.keys(site.minimum_message_costs)).toEqual([country]);
    expect(site.minimum_message_costs[country]?.costs).toBeGreaterThan(0);
    expect(site.visible_profile_fields).toEqual([...PROFILE_FIELDS]);
    expect(site.search_fields).toEqual([...SEARCH_FIELDS]);
    expect(site.visible_profile_notes.about_me?.trim()).toBeTruthy();
  });

  it.each(SITE_SEED.map((s) => [countryOf(s), s] as const))('%s texts are filled in and fit', (_country, site) => {
    for (const field of TEXT_FIELDS) expect(site[field].trim()).not.toBe('');
    expect(site.index_title.length).toBeLessThanOrEqual(60);
    expect(site.description.length).toBeLessThanOrEqual(160);
  });

  it('shows the entry warning and hides logged-out search only in NL and DE', () => {
    for (const site of SITE_SEED) {
      const strict = ['NL', 'DE'].includes(countryOf(site));
      expect(site.enable_site_entry_popup).toBe(strict ? 'yes' : 'no');
      expect(site.logged_out_search).toBe(strict ? 'none' : 'all');
    }
  });
});

describe('COMPANY_SEED', () => {
  it('is a Dutch B.V. with well-formed registration numbers', () => {
    expect(COMPANY_SEED.country).toBe('NL');
    expect(COMPANY_SEED.kvk).toMatch(/^\d{8}$/);
    expect(COMPANY_SEED.vat_numbers.NL).toMatch(/^NL\d{9}B\d{2}$/);
    expect(COMPANY_SEED.vat_numbers.BE).toMatch(/^BE[01]\d{9}$/);
    expect(COMPANY_SEED.vat_numbers.DE).toMatch(/^DE\d{9}$/);
    expect(Number.isNaN(Date.parse(COMPANY_SEED.added))).toBe(false);
  });
});
