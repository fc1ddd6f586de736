import { AGE_FILTERS, COUNTRIES, GENDERS, MAX_AGE, MIN_AGE, type AgeFilter, type Country, type Gender } from '@amoretto/shared';

/** The /members URL query: filters and the page number. Anything unknown is dropped, not refused. */
export interface MemberSearchParams {
  gender?: Gender;
  country?: Country;
  region?: string;
  age?: AgeFilter;
  min_age?: number;
  max_age?: number;
  page?: number;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;

function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

export function parseSearchParams(raw: Record<string, unknown>): MemberSearchParams {
  const params: MemberSearchParams = {
    gender: oneOf(GENDERS, raw.gender),
    country: oneOf(COUNTRIES, raw.country),
    region: typeof raw.region === 'string' && /^[A-Z]{2}-[A-Z0-9]{1,6}$/.test(raw.region) ? raw.region : undefined,
    age: oneOf(AGE_FILTERS, raw.age),
    min_age: wholeNumber(raw.min_age, MIN_AGE, MAX_AGE),
    max_age: wholeNumber(raw.max_age, MIN_AGE, MAX_AGE),
    page: wholeNumber(raw.page, 1, 100_000),
  };
  if (params.page === 1) delete params.page;
  // Keep the URL tidy: only what is set.
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as MemberSearchParams;
}

/** The filters without the page: what a cursor belongs to. */
export function filtersKey(params: MemberSearchParams): string {
  const { page: _page, ...filters } = params;
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
}
