import { COUNTRIES, INTERESTS, type Settings } from '@amoretto/shared';
import { bootBackend, TEST_VAPID_PUBLIC_KEY, type TestBackend } from '../testing/test-app';

const SETTINGS_FIELDS = [
  'countries',
  'name',
  'index_title',
  'description',
  'domain',
  'domain_language',
  'cdn_prefix',
  'geoip_country',
  'geoip_selected_country',
  'enable_site_entry_popup',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'minimum_message_costs',
  'message_credits',
  'signup_credits',
  'photo_credits',
  'gift_credits',
  'message_length',
  'push_public_key',
  'fictional_icon',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'refund_days',
  'support_email',
  'support_phone',
  'visible_profile_fields',
  'visible_profile_notes',
  'search_fields',
  'member_resell',
  'interests',
  'region_data',
  'alternates',
];

describe('GET /api/settings.php', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await bootBackend();
  });
  afterAll(() => backend.close());

  const settingsFor = async (host: string, query = '', headers: Record<string, string> = {}): Promise<Settings> => {
    const res = await backend.http().get(`/api/settings.php${query}`).set('Host', host).set(headers).expect(200);
    return res.body as Settings;
  };

  it('answers every site settings field the site reads, with the web-push key and the interests', async () => {
    const settings = await settingsFor('localhost:4000');
    for (const field of SETTINGS_FIELDS) expect(settings).toHaveProperty(field);
    expect(settings.push_public_key).toBe(TEST_VAPID_PUBLIC_KEY);
    expect(settings.interests).toEqual([...INTERESTS]);
  });

  it('lists every country site as an hreflang alternate, the default one also as x-default', async () => {
    const { alternates } = await settingsFor('amoretto.nl');
    expect(alternates).toEqual(
      expect.arrayContaining([
        { hreflang: 'nl-NL', domain: 'amoretto.nl' },
        { hreflang: 'it-IT', domain: 'amoretto.it' },
        { hreflang: 'x-default', domain: 'amoretto.it' },
      ]),
    );
    expect(new Set(alternates.map((a) => a.hreflang)).size).toBe(alternates.length);
  });

  it('picks the site by the request host, with the default site for unknown hosts', async () => {
    expect((await settingsFor('localhost:4000')).domain).toBe('amoretto.it');
    expect((await settingsFor('unknown.example')).domain).toBe('amoretto.it');
    const nl = await settingsFor('nl.localhost:4000');
    expect(nl).toMatchObject({ domain: 'amoretto.nl', domain_language: 'nl', countries: ['NL'], enable_site_entry_popup: 'yes' });
    expect((await settingsFor('amoretto.de')).domain_language).toBe('de');
    expect((await settingsFor('WWW.Amoretto.FR')).domain).toBe('amoretto.fr');
    expect((await settingsFor('amoretto.co.uk')).region_data.GB?.kind).toBe('region');
  });

  it('has a site for each of the 15 countries with its own language and regions', async () => {
    for (const country of COUNTRIES) {
      const settings = await settingsFor(`${country.toLowerCase()}.localhost`);
      expect(settings.countries).toEqual([country]);
      expect(Object.keys(settings.region_data)).toEqual([country]);
      expect(settings.minimum_message_costs[country]?.costs).toBeGreaterThan(0);
    }
  });

  it('derives geoip_country from the client address behind the trusted proxy', async () => {
    const us = await settingsFor('localhost', '', { 'X-Forwarded-For': '8.8.8.8' });
    expect(us.geoip_country).toBe('US');
    expect(us.geoip_selected_country).toBe('US');
    expect(us.locales).toEqual(['en', 'es']);
  });

  it('falls back to the site country when the address has no country', async () => {
    const local = await settingsFor('nl.localhost', '', { 'X-Forwarded-For': '10.1.2.3' });
    expect(local.geoip_country).toBe('NL');
    expect(local.geoip_selected_country).toBe('NL');
    expect(local.locales).toEqual(['nl']);
  });

  it('lets the route select a country and offers its locales', async () => {
    const ch = await settingsFor('localhost', '?country=ch');
    expect(ch.geoip_selected_country).toBe('CH');
    expect(ch.locales).toEqual(['de', 'it', 'fr', 'en']);
  });

  it('accepts the route query parameters it does not use', async () => {
    const settings = await settingsFor('localhost', '?network={abc}&sub1=x&utm_source=news&t=30');
    expect(settings.domain).toBe('amoretto.it');
  });

  it('refuses a malformed country with a translated validation error', async () => {
    const res = await backend.http().get('/api/settings.php?country=1234').set('Accept-Language', 'en-GB,en;q=0.8').expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toEqual({ country: ['matches'] });
    expect(res.body.error.message).not.toBe('validation_failed');
  });
});
