// Request bodies and queries of the profiles, search and blocking API.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { COUNTRIES, type Country } from '../constants';
import { GENDERS, type Gender } from '../vocabularies';
import { IsId } from '../ids';

export const SEARCH_PAGE_SIZE = 20;
/** Fewer matches than this and the search adds similar results. */
export const SEARCH_SIMILAR_THRESHOLD = 20;
export const MIN_AGE = 18;
export const MAX_AGE = 99;
export const AGE_FILTERS = ['all', 'range', 'over'] as const;
export type AgeFilter = (typeof AGE_FILTERS)[number];

/** `GET /api/members` — every filter optional; the server fills defaults from the viewer and site. */
export class SearchQueryDto {
  @IsOptional() @IsIn(GENDERS) gender?: Gender;
  @IsOptional() @IsIn(COUNTRIES) country?: Country;
  @IsOptional() @IsString() @MaxLength(12) region?: string;
  @IsOptional() @IsIn(AGE_FILTERS) age?: AgeFilter;
  @IsOptional() @Type(() => Number) @IsInt() @Min(MIN_AGE) @Max(MAX_AGE) min_age?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(MIN_AGE) @Max(MAX_AGE) max_age?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100_000) page?: number;
  @IsOptional() @IsString() @Matches(/^[A-Za-z0-9_-]{1,64}$/) cursor?: string;
  /** A visitor's stored traffic source (tracking `network`), for the logged-out search rule. */
  @IsOptional() @IsString() @MaxLength(100) network?: string;
}

/** `POST /api/blocks`, `POST /api/likes` */
export class MemberTargetDto {
  @IsId() profile_id: number;
}

/** `PUT /api/photos/order`: every own photo id, main image first. */
export class PhotoOrderDto {
  @IsArray() @ArrayUnique() @ArrayMaxSize(25) @IsId({ each: true }) ids: number[];
}

/** `GET /api/geocode.php` */
export class GeocodeQueryDto {
  @Type(() => Number) @IsNumber() @Min(-90) @Max(90) lat: number;
  @Type(() => Number) @IsNumber() @Min(-180) @Max(180) lon: number;
}

/** `GET /api/members/:id` — a visitor's stored traffic source, for the same logged-out rule as search. */
export class MemberPageQueryDto {
  @IsOptional() @IsString() @MaxLength(100) network?: string;
}
