// `GET /api/landers/cards`: the members a campaign lander shows to a visitor.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { COUNTRIES, type Country } from '../constants';
import { MAX_AGE, MIN_AGE } from '../members/member-dto';
import type { MemberCard } from '../members/member-types';
import { GENDERS, type Gender } from '../vocabularies';
import { LANDER_CARDS_MAX } from './lander-variants';

export class LanderCardsQueryDto {
  @IsIn(GENDERS) gender: Gender;
  /** The visitor's selected country (settings' geoip_selected_country); the geo-IP country when left out. */
  @IsOptional() @IsIn(COUNTRIES) country?: Country;
  @IsOptional() @Type(() => Number) @IsInt() @Min(MIN_AGE) @Max(MAX_AGE) min_age?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(LANDER_CARDS_MAX) limit?: number;
}

export interface LanderCardsResponse {
  /** Real, visible members with a photo, newest first; never fictional profiles. */
  members: MemberCard[];
}
