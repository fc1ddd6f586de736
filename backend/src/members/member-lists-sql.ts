import { isCountry, MAX_AGE, MIN_AGE, type Gender } from '@amoretto/shared';
import { SearchSql } from '../search/search-sql';

/** At most this many related and this many similar members on a member page. */
export const MEMBER_LIST_SIZE = 6;
/** Similar members are this many years younger or older than the profile at most. */
export const SIMILAR_AGE_SPAN = 5;

export interface ListedProfile {
  id: number;
  gender: Gender | null;
  country: string;
  region: string | null;
  age: number;
}

/**
 * Related: same country, region and gender as the profile, newest first. Built on the
 * search statements, so it reads the partial search index (searchable members only:
 * invisible, disabled and deleted members never appear). Null when nothing can match.
 */
export function relatedSql(profile: ListedProfile, excludedIds: number[]): SearchSql | null {
  if (!profile.gender || !profile.region || !isCountry(profile.country)) return null;
  return new SearchSql(
    { genders: [profile.gender], country: profile.country, region: profile.region, age: 'all', minAge: MIN_AGE, maxAge: MAX_AGE },
    excludedIds,
  );
}

/** Similar: same country and gender, age within ±5 years of the profile; the caller excludes the related ones. */
export function similarSql(profile: ListedProfile, excludedIds: number[]): SearchSql | null {
  if (!profile.gender || !isCountry(profile.country)) return null;
  return new SearchSql(
    {
      genders: [profile.gender],
      country: profile.country,
      region: null,
      age: 'range',
      minAge: Math.max(MIN_AGE, profile.age - SIMILAR_AGE_SPAN),
      maxAge: Math.min(MAX_AGE, profile.age + SIMILAR_AGE_SPAN),
    },
    excludedIds,
  );
}
