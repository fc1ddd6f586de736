import { COUNTRIES, REGIONS } from '@amoretto/shared';
import { OVERSEAS_REGIONS, REGION_BY_ADMIN } from './admin-regions';
import { LOCAL_CITY_NAMES } from './city-names';
import { readDataset, toPlace, type DatasetRow } from './places-dataset';

describe('GeoNames admin codes → regions', () => {
  let rows: DatasetRow[];
  beforeAll(() => {
    rows = readDataset();
  });

  it('maps only to region codes that exist for the country', () => {
    for (const country of COUNTRIES) {
      const known = new Set(REGIONS[country].regions.map((r) => r.code));
      for (const [key, code] of Object.entries(REGION_BY_ADMIN[country])) {
        expect({ country, key, code, known: known.has(code) }).toEqual({ country, key, code, known: true });
      }
    }
    for (const [geonamesCountry, { country, region }] of Object.entries(OVERSEAS_REGIONS)) {
      expect({ geonamesCountry, known: REGIONS[country].regions.some((r) => r.code === region) }).toEqual({ geonamesCountry, known: true });
    }
  });

  it('reaches every region of every country from at least one admin code', () => {
    for (const country of COUNTRIES) {
      const reached = new Set([
        ...Object.values(REGION_BY_ADMIN[country]),
        ...Object.values(OVERSEAS_REGIONS)
          .filter((o) => o.country === country)
          .map((o) => o.region),
      ]);
      const missing = REGIONS[country].regions.map((r) => r.code).filter((code) => !reached.has(code));
      expect({ country, missing }).toEqual({ country, missing: [] });
    }
  });

  it('uses only admin codes that occur in the dataset', () => {
    const occurring = new Set(rows.flatMap((row) => [`${row.country}.${row.admin1}`, `${row.country}.${row.admin1}.${row.admin2}`]));
    for (const country of COUNTRIES) {
      for (const key of Object.keys(REGION_BY_ADMIN[country])) {
        expect({ country, key, occurs: occurring.has(`${country}.${key}`) }).toEqual({ country, key, occurs: true });
      }
    }
    for (const geonamesCountry of Object.keys(OVERSEAS_REGIONS)) {
      expect({ geonamesCountry, occurs: rows.some((row) => row.country === geonamesCountry) }).toEqual({ geonamesCountry, occurs: true });
    }
  });

  it('gives every town of our countries a region, except the Chatham Islands and Akrotiri', () => {
    const ours = rows.filter((row) => (COUNTRIES as readonly string[]).includes(row.country));
    expect(ours.length).toBeGreaterThan(90_000);
    const unmapped = new Set(ours.filter((row) => toPlace(row)?.region == null).map((row) => `${row.country}.${row.admin1}`));
    expect([...unmapped].sort()).toEqual(['GB.05', 'NZ.10']);
  });

  it('turns dataset rows into places: overseas France, foreign countries, local names', () => {
    const row = (over: Partial<DatasetRow>): DatasetRow => ({
      name: 'X',
      lat: 0,
      lon: 0,
      featureCode: 'PPL',
      country: 'IT',
      admin1: '09',
      admin2: 'MI',
      population: 1000,
      ...over,
    });
    expect(toPlace(row({ name: 'Milan' }))).toEqual({ country: 'IT', region: 'IT-MI', city: 'Milano' });
    expect(toPlace(row({ name: 'Fort-de-France', country: 'MQ', admin1: '', admin2: '' }))).toEqual({
      country: 'FR',
      region: 'FR-972',
      city: 'Fort-de-France',
    });
    expect(toPlace(row({ name: 'Tokyo', country: 'JP', admin1: '40', admin2: '' }))).toBeNull();
    expect(toPlace(row({ name: 'Milan', country: 'US', admin1: 'MI', admin2: '' }))).toEqual({
      country: 'US',
      region: 'US-MI',
      city: 'Milan',
    });
    expect(toPlace(row({ name: 'Chatham', country: 'NZ', admin1: '10', admin2: '' }))).toEqual({
      country: 'NZ',
      region: null,
      city: 'Chatham',
    });
    expect(toPlace(row({ name: 'L'.repeat(80) }))?.city).toHaveLength(60);
  });

  it('keeps local-name replacements for towns the dataset still spells that way', () => {
    for (const [country, names] of Object.entries(LOCAL_CITY_NAMES)) {
      for (const english of Object.keys(names ?? {})) {
        expect({ country, english, present: rows.some((row) => row.country === country && row.name === english) }).toEqual({
          country,
          english,
          present: true,
        });
      }
    }
  });
});
