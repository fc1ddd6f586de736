import { siteAlternates } from './site-alternates';

const site = (domain: string, domain_language: string, countries: string[], is_default = false) => ({
  domain,
  domain_language,
  countries,
  is_default,
});

it('tags each site with its language and country, and the default site as x-default', () => {
  expect(
    siteAlternates([site('amoretto.it', 'it', ['IT'], true), site('amoretto.ch', 'de', ['CH']), site('amoretto.be', 'nl', ['BE'])]),
  ).toEqual([
    { hreflang: 'it-IT', domain: 'amoretto.it' },
    { hreflang: 'de-CH', domain: 'amoretto.ch' },
    { hreflang: 'nl-BE', domain: 'amoretto.be' },
    { hreflang: 'x-default', domain: 'amoretto.it' },
  ]);
});

it('leaves out a site without a country and adds no x-default without a default site', () => {
  expect(siteAlternates([site('amoretto.test', 'en', []), site('amoretto.nl', 'nl', ['NL'])])).toEqual([
    { hreflang: 'nl-NL', domain: 'amoretto.nl' },
  ]);
});
