import { COUNTRIES, INTERESTS, REGION_KIND_BY_COUNTRY, type CompanyInfo, type RegionsResponse } from '@amoretto/shared';
import { bootBackend, type TestBackend } from '../testing/test-app';

describe('reference endpoints', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await bootBackend();
  });
  afterAll(() => backend.close());

  it('GET /api/regions.php lists the regions of every country with the right kind', async () => {
    const res = await backend.http().get('/api/regions.php').expect(200);
    const regions = res.body as RegionsResponse;
    expect(Object.keys(regions).sort()).toEqual([...COUNTRIES].sort());
    expect(regions.NL?.kind).toBe('province');
    expect(regions.GB?.kind).toBe('region');
    expect(regions.US?.kind).toBe('state');
    expect(regions.CH?.kind).toBe('canton');
    expect(regions.PL?.kind).toBe('voivodeship');
    for (const country of COUNTRIES) expect(regions[country]?.kind).toBe(REGION_KIND_BY_COUNTRY[country]);
    expect(regions.NL?.regions).toContainEqual({ code: 'NL-NH', name: 'Noord-Holland' });
    expect(regions.DE?.regions).toContainEqual({ code: 'DE-BY', name: 'Bayern' });
    expect(regions.PL?.regions).toHaveLength(16);
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('GET /api/interests.php lists every interest', async () => {
    const res = await backend.http().get('/api/interests.php').expect(200);
    expect(res.body).toEqual({ interests: [...INTERESTS] });
  });

  it('GET /api/companyinfo.php has every company field and the terms version date', async () => {
    const res = await backend.http().get('/api/companyinfo.php').expect(200);
    const info = res.body as CompanyInfo;
    for (const field of [
      'name',
      'address',
      'kvk',
      'city',
      'country',
      'tradenames',
      'vat_numbers',
      'support_phone',
      'delete_discount',
      'added',
    ]) {
      expect(info).toHaveProperty(field);
    }
    expect(info.name).toBe('Amoretto Media B.V.');
    expect(info.tradenames).toContain('Amoretto');
    // Added after 1 Dec 2023 12:00 UTC, so the added date is the terms version.
    expect(info.terms_version_date).toBe(info.added);
  });

  it('publishes every endpoint in the OpenAPI document', async () => {
    const res = await backend.http().get('/api/docs.json').expect(200);
    const paths = Object.keys(res.body.paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/settings.php',
        '/api/regions.php',
        '/api/interests.php',
        '/api/companyinfo.php',
        '/api/page-hidden.php',
        '/health',
      ]),
    );
  });
});
