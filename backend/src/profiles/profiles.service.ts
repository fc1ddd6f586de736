import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { INTERESTS, isCountry, REGIONS, type MemberCard, type ProfileField, type ProfileUpdateDto } from '@amoretto/shared';
import { assertAdult } from '../accounts/signup-rules';
import { ApiException } from '../common/api-exception';
import { toMemberCard } from '../members/member-card';
import { lockMember } from './member-lock';
import { newestCards, siteProfileFields, updateProfile, type LockedMember, type ProfileChanges } from './profiles.repository';

/** Attributes a member may clear by sending null; the rest only change to another value. */
const CLEARABLE = new Set<keyof ProfileUpdateDto>([
  'region',
  'city',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'appearance',
  'ethnicity',
]);

/** Settings of the member's own rather than profile fields a site shows: editable on every site. */
const ALWAYS_EDITABLE = new Set<keyof ProfileUpdateDto>(['invisible', 'appearance', 'ethnicity']);

const INVALID = Symbol('invalid region');

/**
 * The region to store: the one given if it belongs to the (new or current) country, null
 * when the country changes without one (the old region belongs to the old country),
 * undefined when nothing changes.
 */
function regionFor(member: LockedMember, input: ProfileUpdateDto): string | null | undefined | typeof INVALID {
  const country = input.country ?? member.country;
  if (input.region === null || input.region === '') return null;
  if (input.region !== undefined) {
    const regions = isCountry(country) ? REGIONS[country].regions : [];
    return regions.some((r) => r.code === input.region) ? input.region : INVALID;
  }
  if (input.country !== undefined && input.country !== member.country) return null;
  return undefined;
}

@Injectable()
export class ProfilesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Applies the fields present in `input`. Only fields the member's site shows may change
   * (`invisible` is an option, not a profile field); the region always belongs to the
   * country the member ends up with.
   */
  async update(userId: number, input: ProfileUpdateDto): Promise<void> {
    const given = (Object.keys(input) as Array<keyof ProfileUpdateDto>).filter((key) => input[key] !== undefined);
    if (given.length === 0) return;
    await this.db.transaction(async (manager) => {
      const member = await lockMember(manager, userId);
      const siteFields = await siteProfileFields(manager, member.site_id);
      const problems: Record<string, string[]> = {};
      for (const key of given) {
        if (!ALWAYS_EDITABLE.has(key) && !siteFields.includes(key as ProfileField)) problems[key] = ['not_editable'];
        else if (input[key] === null && !CLEARABLE.has(key)) problems[key] = ['isDefined'];
      }
      if (Object.keys(problems).length > 0) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, problems);
      if (input.date_of_birth !== undefined) assertAdult(input.date_of_birth);

      const changes: ProfileChanges = {};
      const region = regionFor(member, input);
      if (region === INVALID) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, { region: ['isIn'] });
      if (region !== undefined) changes.region = region;
      if (input.country !== undefined) changes.country = input.country;
      if (input.gender !== undefined) changes.gender = input.gender;
      if (input.sexuality !== undefined) changes.sexuality = input.sexuality;
      if (input.date_of_birth !== undefined) changes.date_of_birth = input.date_of_birth;
      if (input.city !== undefined) changes.city = input.city?.trim() || null;
      if (input.hair_colour !== undefined) changes.hair_colour = input.hair_colour;
      if (input.eye_colour !== undefined) changes.eye_colour = input.eye_colour;
      if (input.body_type !== undefined) changes.body_type = input.body_type;
      if (input.relationship_status !== undefined) changes.relationship_status = input.relationship_status;
      // Stored in the list's own order, so the same choice always reads the same.
      if (input.interests !== undefined) changes.interests = INTERESTS.filter((i) => input.interests!.includes(i));
      if (input.about_me !== undefined) changes.about_me = input.about_me.trim() || null;
      if (input.invisible !== undefined) changes.invisible = input.invisible;
      if (input.appearance !== undefined) changes.appearance = input.appearance;
      if (input.ethnicity !== undefined) changes.ethnicity = input.ethnicity;
      await updateProfile(manager, userId, changes);
    });
  }

  /**
   * The newest members for the landing page after login (full search is its own feature),
   * with the same visibility as search.
   */
  async newest(viewerId: number, cdnPrefix: string, limit = 24): Promise<MemberCard[]> {
    const rows = await newestCards(this.db, viewerId, limit);
    return rows.map((row) => toMemberCard(row, cdnPrefix));
  }
}
