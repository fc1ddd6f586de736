// Request bodies of the accounts API, validated by the backend and reused by the client.
import 'reflect-metadata';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { COUNTRIES, LOCALES, type Country, type Locale } from '../constants';
import { SIGNUP_FLOWS, type SignupFlow } from './account-types';
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  INTERESTS,
  MATCH_FINDER_APPEARANCES,
  MATCH_FINDER_RACES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  type BodyType,
  type EyeColour,
  type Gender,
  type HairColour,
  type Interest,
  type MatchFinderAppearance,
  type MatchFinderRace,
  type RelationshipStatus,
  type Sexuality,
} from '../vocabularies';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 40;
export const SIGNUP_MESSAGE_MAX_LENGTH = 500;

export class TrackingDto {
  @IsOptional() @IsString() @MaxLength(100) network?: string;
  @IsOptional() @IsString() @MaxLength(100) ref?: string;
  @IsOptional() @IsString() @MaxLength(100) sub1?: string;
  @IsOptional() @IsString() @MaxLength(100) sub2?: string;
  @IsOptional() @IsString() @MaxLength(100) sub3?: string;
}

/** `POST /api/user.php` */
export class LoginDto {
  @IsString() @MaxLength(254) email: string;
  @IsString() @MaxLength(PASSWORD_MAX_LENGTH) password: string;
}

/** `POST /api/accounts` — step 0 of the signup flow. */
export class SignupDto {
  @IsString() @MaxLength(254) email: string;
  @IsString() @Length(2, NAME_MAX_LENGTH) name: string;
  @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) password: string;
  @IsDateString({ strict: true }) @Matches(/^\d{4}-\d{2}-\d{2}$/) date_of_birth: string;
  @IsOptional() @IsString() @MaxLength(SIGNUP_MESSAGE_MAX_LENGTH) signup_message?: string;
  @IsOptional() @ValidateNested() @Type(() => TrackingDto) tracking?: TrackingDto;
  /** 'api' from a campaign page (/members/{id}/signup); stored on the account. Default 'form'. */
  @IsOptional() @IsIn(SIGNUP_FLOWS) signup_flow?: SignupFlow;
}

/** `PUT /api/user.php` */
export class UpdateLanguageDto {
  @IsIn(LOCALES) language: Locale;
}

/** `PUT /api/account/read-receipts` */
export class ReadReceiptsDto {
  @IsBoolean() read_receipts: boolean;
}

/** `POST /api/password-reset` */
export class PasswordResetRequestDto {
  @IsString() @MaxLength(254) email: string;
}

/** `POST /api/password-reset/confirm` */
export class PasswordResetConfirmDto {
  @IsString() @Length(20, 200) token: string;
  @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) password: string;
  @IsString() @MaxLength(PASSWORD_MAX_LENGTH) password_confirm: string;
}

/** `POST /api/account/password` */
export class PasswordChangeDto {
  @IsString() @MaxLength(PASSWORD_MAX_LENGTH) old_password: string;
  @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) new_password: string;
}

/** `POST /api/account/email` */
export class EmailChangeDto {
  @IsString() @MaxLength(PASSWORD_MAX_LENGTH) password: string;
  // Format checked by the service, which answers invalid_email with a suggestion.
  @IsString() @MaxLength(254) email: string;
}

/** `POST /api/account/email/confirm`, `POST /api/accounts/reactivate` */
export class TokenDto {
  @IsString() @Length(20, 200) token: string;
}

/**
 * `PATCH /api/profile`: signup steps 2 and 3 and the profile page. Absent fields stay as they are;
 * null clears the optional attributes typed `| null` (any other null is refused).
 */
export class ProfileUpdateDto {
  @IsOptional() @IsIn(GENDERS) gender?: Gender;
  @IsOptional() @IsIn(SEXUALITIES) sexuality?: Sexuality;
  @IsOptional() @IsDateString({ strict: true }) @Matches(/^\d{4}-\d{2}-\d{2}$/) date_of_birth?: string;
  @IsOptional() @IsIn(COUNTRIES) country?: Country;
  @IsOptional() @IsString() @MaxLength(12) region?: string | null;
  @IsOptional() @IsString() @Length(1, 60) city?: string | null;
  @IsOptional() @IsIn(HAIR_COLOURS) hair_colour?: HairColour | null;
  @IsOptional() @IsIn(EYE_COLOURS) eye_colour?: EyeColour | null;
  @IsOptional() @IsIn(BODY_TYPES) body_type?: BodyType | null;
  @IsOptional() @IsIn(RELATIONSHIP_STATUSES) relationship_status?: RelationshipStatus | null;
  @IsOptional() @IsArray() @ArrayUnique() @ArrayMaxSize(INTERESTS.length) @IsIn(INTERESTS, { each: true }) interests?: Interest[];
  @IsOptional() @IsString() @MaxLength(2000) about_me?: string;
  @IsOptional() @IsBoolean() invisible?: boolean;
  /** Self-described, optional; only orders match finder results (docs/product.md#match-finder). */
  @IsOptional() @IsIn(MATCH_FINDER_APPEARANCES) appearance?: MatchFinderAppearance | null;
  @IsOptional() @IsIn(MATCH_FINDER_RACES) ethnicity?: MatchFinderRace | null;
}

/** `POST /api/accounts/reactivation` */
export class ReactivationRequestDto {
  @IsString() @MaxLength(254) email: string;
}

/** `POST /api/login-links`: mail a one-time login link to this address (same answer for any address). */
export class LoginLinkRequestDto {
  @IsString() @MaxLength(254) email: string;
}
