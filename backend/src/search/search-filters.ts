import type { AgeFilter, Country, Gender, SearchField, Sexuality } from '@amoretto/shared';
import { defaultGenders, isId, MAX_AGE, MIN_AGE, REGIONS, type SearchQueryDto } from '@amoretto/shared';

/** A search after defaults and the site's search_fields are applied: what the SQL runs on. */
export interface SearchFilters {
  genders: Gender[];
  country: Country;
  region: string | null;
  age: AgeFilter;
  minAge: number;
  maxAge: number;
}

export interface Searcher {
  gender: Gender | null;
  sexuality: Sexuality | null;
  country: Country;
}

/**
 * Fills what the query leaves out. A filter the site does not offer (search_fields) is
 * ignored rather than refused, so a shared link from another site still works.
 */
export function resolveFilters(query: SearchQueryDto, searcher: Searcher, fields: readonly SearchField[]): SearchFilters {
  const offered = (field: SearchField) => fields.includes(field);
  const country = offered('country') && query.country ? query.country : searcher.country;
  const regionCodes = REGIONS[country].regions.map((r) => r.code);
  const region = offered('countryregion') && query.region && regionCodes.includes(query.region) ? query.region : null;
  const genders = offered('gender') && query.gender ? [query.gender] : defaultGenders(searcher);
  let age: AgeFilter = offered('age') ? (query.age ?? 'all') : 'all';
  let minAge = query.min_age ?? MIN_AGE;
  let maxAge = query.max_age ?? MAX_AGE;
  if (age === 'over') maxAge = MAX_AGE;
  if (minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
  if (age === 'all') {
    minAge = MIN_AGE;
    maxAge = MAX_AGE;
  }
  if (age !== 'all' && minAge === MIN_AGE && maxAge === MAX_AGE) age = 'all';
  return { genders, country, region, age, minAge, maxAge };
}

/**
 * Dates of birth for ages [minAge, maxAge] on `today`: born after the day `maxAge + 1`
 * years ago and on or before the day `minAge` years ago. ISO dates, UTC.
 */
export function birthDateRange(minAge: number, maxAge: number, today = new Date()): { after: string; until: string } {
  const shift = (years: number) => {
    const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
    return d.toISOString().slice(0, 10);
  };
  return { after: shift(maxAge + 1), until: shift(minAge) };
}

/** The wider search offered as "similar" when few match: the whole country, else a wider age band. */
export function widen(filters: SearchFilters): SearchFilters | null {
  if (filters.region) return { ...filters, region: null };
  if (filters.age !== 'all') {
    const minAge = Math.max(MIN_AGE, filters.minAge - 5);
    const maxAge = filters.age === 'over' ? MAX_AGE : Math.min(MAX_AGE, filters.maxAge + 5);
    if (minAge === filters.minAge && maxAge === filters.maxAge) return null;
    return { ...filters, minAge, maxAge, age: 'range' };
  }
  return null;
}

/** Keyset cursor: the last id of a page, base-36. Opaque to clients. */
export const encodeCursor = (lastId: number): string => `k${lastId.toString(36)}`;
export function decodeCursor(cursor: string | undefined): number | null {
  if (!cursor || !/^k[0-9a-z]{1,12}$/.test(cursor)) return null;
  const id = Number.parseInt(cursor.slice(1), 36);
  // Only an id the table can hold: a larger one would fail in Postgres' int comparison.
  return isId(id) ? id : null;
}
