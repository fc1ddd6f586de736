import { COUNTRIES } from './constants';
import type { Country } from './constants';
import { REGIONS, regionsFor } from './regions';
import { REGION_KIND_BY_COUNTRY } from './vocabularies';

const EXPECTED_COUNTS: Record<Country, number> = {
  NL: 12,
  BE: 11,
  IE: 4,
  IT: 107,
  ES: 52,
  CA: 13,
  NZ: 16,
  GB: 12,
  FR: 18,
  DE: 16,
  AT: 9,
  US: 51,
  AU: 8,
  CH: 26,
  PL: 16,
};

describe('REGIONS', () => {
  it('has a list for every country', () => {
    expect(Object.keys(REGIONS).sort()).toEqual([...COUNTRIES].sort());
  });

  it.each(COUNTRIES)('%s has the expected number of regions', (country) => {
    expect(REGIONS[country].regions).toHaveLength(EXPECTED_COUNTS[country]);
  });

  it.each(COUNTRIES)('%s codes are unique and prefixed with the country code', (country) => {
    const codes = REGIONS[country].regions.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(new RegExp(`^${country}-[0-9A-Z]+$`));
  });

  it.each(COUNTRIES)('%s names are unique and non-empty', (country) => {
    const names = REGIONS[country].regions.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.trim()).not.toBe('');
  });

  it.each(COUNTRIES)('%s kind matches REGION_KIND_BY_COUNTRY', (country) => {
    expect(REGIONS[country].kind).toBe(REGION_KIND_BY_COUNTRY[country]);
  });

  it('sorts by name in the local alphabet', () => {
    const names = (c: Country) => REGIONS[c].regions.map((r) => r.name);
    // Accented initials sort with their base letter, not after Z.
    expect(names('FR').indexOf('Île-de-France')).toBeLessThan(names('FR').indexOf('La Réunion'));
    expect(names('ES').indexOf('Ávila')).toBeLessThan(names('ES').indexOf('Badajoz'));
    // Polish Ł is its own letter after L.
    expect(names('PL').indexOf('Lubuskie')).toBeLessThan(names('PL').indexOf('Łódzkie'));
    expect(names('PL').indexOf('Łódzkie')).toBeLessThan(names('PL').indexOf('Małopolskie'));
    expect(names('US')[0]).toBe('Alabama');
  });

  it('uses the well-known codes', () => {
    const code = (c: Country, name: string) => REGIONS[c].regions.find((r) => r.name === name)?.code;
    expect(code('IT', 'Milano')).toBe('IT-MI');
    expect(code('IT', 'Roma')).toBe('IT-RM');
    expect(code('ES', 'Madrid')).toBe('ES-M');
    expect(code('NL', 'Noord-Holland')).toBe('NL-NH');
    expect(code('PL', 'Mazowieckie')).toBe('PL-14');
    expect(code('FR', 'Corse')).toBe('FR-20R');
  });
});

describe('regionsFor', () => {
  it('returns exactly the requested countries', () => {
    const data = regionsFor(['NL', 'BE']);
    expect(Object.keys(data).sort()).toEqual(['BE', 'NL']);
    expect(data.NL).toBe(REGIONS.NL);
  });

  it('returns an empty object for no countries', () => {
    expect(regionsFor([])).toEqual({});
  });
});
