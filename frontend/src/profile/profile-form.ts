import {
  MINIMUM_AGE,
  PROFILE_FIELDS,
  type BodyType,
  type EyeColour,
  type Gender,
  type HairColour,
  type Interest,
  type MatchFinderAppearance,
  type MatchFinderRace,
  type OwnProfile,
  type ProfileField,
  type ProfileUpdateDto,
  type RelationshipStatus,
  type Sexuality,
} from '@amoretto/shared';
import { isApiError } from '../api/api-error';
import { ageOn, toIsoDate, type DateParts } from '../ui/date-of-birth';

export const CITY_MAX_LENGTH = 60;
export const ABOUT_MAX_LENGTH = 2000;

/** What the form holds while the member types; '' is "not chosen". */
export interface ProfileFormValues {
  gender: Gender | '';
  sexuality: Sexuality | '';
  date_of_birth: DateParts;
  country: string;
  region: string;
  city: string;
  hair_colour: HairColour | '';
  eye_colour: EyeColour | '';
  body_type: BodyType | '';
  relationship_status: RelationshipStatus | '';
  interests: Interest[];
  about_me: string;
  /** Self-description for the match finder (docs/product.md#match-finder): optional on every site. */
  appearance: MatchFinderAppearance | '';
  ethnicity: MatchFinderRace | '';
}

/**
 * Why a field is marked: checked here before sending, or answered by the server
 * (`not_editable`: the site does not show the field; `region`: not of the chosen country).
 */
export type FieldProblem = 'required' | 'dob_incomplete' | 'dob_impossible' | 'dob_minimum' | 'region' | 'not_editable' | 'invalid';

export type ProfileFieldErrors = Partial<Record<ProfileField, FieldProblem>>;

function partsOf(iso: string): DateParts {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { year, month: month ? String(Number(month)) : '', day: day ? String(Number(day)) : '' };
}

export function valuesFromProfile(profile: OwnProfile): ProfileFormValues {
  return {
    gender: profile.gender ?? '',
    sexuality: profile.sexuality ?? '',
    date_of_birth: partsOf(profile.date_of_birth),
    country: profile.country,
    region: profile.region ?? '',
    city: profile.city ?? '',
    hair_colour: profile.hair_colour ?? '',
    eye_colour: profile.eye_colour ?? '',
    body_type: profile.body_type ?? '',
    relationship_status: profile.relationship_status ?? '',
    interests: [...profile.interests],
    about_me: profile.about_me ?? '',
    appearance: profile.appearance ?? '',
    ethnicity: profile.ethnicity ?? '',
  };
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((v) => b.includes(v));

/**
 * The PATCH body for what the member changed among the fields the site shows, or the
 * problems that keep the form from being sent. Unchanged fields stay out of the body, so a
 * field the site hides is never sent.
 */
export function profileChanges(
  values: ProfileFormValues,
  profile: OwnProfile,
  visible: readonly ProfileField[],
  today: Date = new Date(),
): { changes: ProfileUpdateDto; errors: ProfileFieldErrors } {
  const shows = (field: ProfileField) => visible.includes(field);
  const changes: ProfileUpdateDto = {};
  const errors: ProfileFieldErrors = {};

  if (shows('gender') && values.gender !== (profile.gender ?? '')) {
    if (values.gender) changes.gender = values.gender;
    else errors.gender = 'required';
  }
  if (shows('sexuality') && values.sexuality !== (profile.sexuality ?? '')) {
    if (values.sexuality) changes.sexuality = values.sexuality;
    else errors.sexuality = 'required';
  }
  if (shows('date_of_birth')) {
    const iso = toIsoDate(values.date_of_birth);
    if (iso === 'incomplete') errors.date_of_birth = 'dob_incomplete';
    else if (iso === 'impossible') errors.date_of_birth = 'dob_impossible';
    else if (ageOn(iso, today) < MINIMUM_AGE) errors.date_of_birth = 'dob_minimum';
    else if (iso !== profile.date_of_birth) changes.date_of_birth = iso;
  }
  const countryChanged = shows('country') && values.country !== profile.country;
  if (countryChanged) changes.country = values.country as ProfileUpdateDto['country'];
  // A new country makes the stored region meaningless: send the region with it.
  if (shows('region') && (countryChanged || values.region !== (profile.region ?? ''))) changes.region = values.region || null;
  if (shows('city') && values.city.trim() !== (profile.city ?? '')) changes.city = values.city.trim() || null;
  for (const field of ['hair_colour', 'eye_colour', 'body_type', 'relationship_status'] as const) {
    if (shows(field) && values[field] !== (profile[field] ?? '')) {
      (changes as Record<string, unknown>)[field] = values[field] || null;
    }
  }
  if (shows('interests') && !sameSet(values.interests, profile.interests)) changes.interests = [...values.interests];
  if (shows('about_me') && values.about_me.trim() !== (profile.about_me ?? '')) changes.about_me = values.about_me.trim();
  if (values.appearance !== (profile.appearance ?? '')) changes.appearance = values.appearance || null;
  if (values.ethnicity !== (profile.ethnicity ?? '')) changes.ethnicity = values.ethnicity || null;
  return { changes, errors };
}

const FIELDS: readonly string[] = PROFILE_FIELDS;

/**
 * Puts a refused save next to the fields it is about. Returns null when the error concerns
 * no field (network, server trouble): the form shows it as an alert instead.
 */
export function serverFieldErrors(error: unknown): ProfileFieldErrors | null {
  if (!isApiError(error)) return null;
  if (error.code === 'invalid_date_of_birth') return { date_of_birth: 'dob_minimum' };
  if (error.code !== 'validation_failed' || !error.fields) return null;
  const result: ProfileFieldErrors = {};
  for (const [field, constraints] of Object.entries(error.fields)) {
    if (!FIELDS.includes(field)) continue;
    result[field as ProfileField] = constraints.includes('not_editable') ? 'not_editable' : field === 'region' ? 'region' : 'invalid';
  }
  return Object.keys(result).length > 0 ? result : null;
}
