import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { COUNTRIES, LOCALES, type Country, type Locale } from '../constants';
import { IdFromText, IsId } from '../ids';
import { NoLoneSurrogate, NoNul } from '../no-nul';
import { GENDERS, PAYMENT_METHODS, type Gender, type PaymentMethod } from '../vocabularies';

/**
 * Campaigns and codes in the operator console (docs/product.md#operator-campaigns): discount codes
 * (the fields of a code, as members redeem them) and the promotions / weekly updates / news mails
 * to a segment of members. Admins only.
 */

/** What a code may be spelt with: members type it, so letters, digits, dashes and underscores. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** `POST /api/operator/discount-codes` */
export class CreateDiscountCodeDto {
  @IsString() @Matches(DISCOUNT_CODE_PATTERN) code: string;
  @IsInt() @Min(1) @Max(100) value_percentage: number;
  @IsOptional() @IsIn(COUNTRIES) country?: Country | null;
  /** A code for one member only (their own); none: anyone may type it. */
  @IsOptional() @IsId() user_id?: number | null;
  @IsOptional() @IsDateString({ strict: true }) expires_at?: string | null;
  @IsOptional() @Matches(/^[A-Z]{3}$/) currency?: string | null;
  @IsOptional() @IsInt() @Min(1) @Max(10_000_000) minimum_order_value_cents?: number | null;
  @IsIn(['active', 'inactive']) status: 'active' | 'inactive';
  @IsIn(['once_per_user', 'once']) validity: 'once_per_user' | 'once';
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(PAYMENT_METHODS.length)
  @IsIn(PAYMENT_METHODS, { each: true })
  paymentmethods?: PaymentMethod[] | null;
}

export interface OperatorDiscountCode {
  id: number;
  code: string;
  value_percentage: number;
  country: string | null;
  user_id: number | null;
  expires_at: string | null;
  currency: string | null;
  minimum_order_value_cents: number | null;
  status: 'active' | 'inactive';
  validity: 'once_per_user' | 'once';
  paymentmethods: PaymentMethod[] | null;
  /** Past its expiry (the spec's `expired`), whatever its status. */
  expired: boolean;
  redemptions: number;
  created_at: string;
}

export interface DiscountCodesResponse {
  codes: OperatorDiscountCode[];
}

export interface DiscountCodeCreatedResponse {
  code: OperatorDiscountCode;
}

export const CAMPAIGN_TYPES = ['promotions', 'weekly_updates', 'news'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/** One language's text of a campaign. */
export class CampaignTextDto {
  @IsString() @MinLength(1) @MaxLength(200) @NoNul() @NoLoneSurrogate() subject: string;
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(2000, { each: true })
  @NoNul({ each: true })
  paragraphs: string[];
  @IsOptional() @IsString() @MaxLength(60) @NoNul() button?: string;
}

/** A campaign's texts by language: members get theirs, or the type's standard text when none is written. */
export class CampaignTextsDto implements Partial<Record<Locale, CampaignTextDto>> {
  @IsOptional() @ValidateNested() @Type(() => CampaignTextDto) it?: CampaignTextDto;
  @IsOptional() @ValidateNested() @Type(() => CampaignTextDto) en?: CampaignTextDto;
  @IsOptional() @ValidateNested() @Type(() => CampaignTextDto) de?: CampaignTextDto;
  @IsOptional() @ValidateNested() @Type(() => CampaignTextDto) es?: CampaignTextDto;
  @IsOptional() @ValidateNested() @Type(() => CampaignTextDto) fr?: CampaignTextDto;
  @IsOptional() @ValidateNested() @Type(() => CampaignTextDto) nl?: CampaignTextDto;
  @IsOptional() @ValidateNested() @Type(() => CampaignTextDto) pl?: CampaignTextDto;
}

/** Who a campaign goes to, as data; every field left out means "any". */
export class CampaignSegmentDto {
  @IsOptional() @IsId() site_id?: number;
  @IsOptional() @IsArray() @ArrayMinSize(1) @IsIn(LOCALES, { each: true }) languages?: Locale[];
  @IsOptional() @IsIn(GENDERS) gender?: Gender;
  /** true: members who bought (paid_user); false: those who never did. */
  @IsOptional() @IsBoolean() paid?: boolean;
  /** Members who logged in within this many days. */
  @IsOptional() @IsInt() @Min(1) @Max(365) active_days?: number;
}
export interface CampaignSegment {
  site_id?: number;
  languages?: Locale[];
  gender?: Gender;
  paid?: boolean;
  active_days?: number;
}

/** `POST /api/operator/campaigns`: a draft; sending is a step of its own after the preview. */
export class CreateCampaignDto {
  @IsIn(CAMPAIGN_TYPES) type: CampaignType;
  @ValidateNested() @Type(() => CampaignTextsDto) texts: CampaignTextsDto;
  /** Where the mail's button leads on the member's site. */
  @IsString() @Matches(/^\/[A-Za-z0-9/_-]{0,100}$/) path: string;
  @ValidateNested() @Type(() => CampaignSegmentDto) segment: CampaignSegmentDto;
}

export class CampaignParamsDto {
  @IdFromText() @IsId() id: number;
}

/** `POST /api/operator/campaigns/:id/test`: the preview's language mailed to the operator's own address. */
export class CampaignTestDto {
  @IsIn(LOCALES) language: Locale;
}

export class CampaignPreviewQueryDto {
  @IsIn(LOCALES) language: Locale;
}

export interface OperatorCampaign {
  id: number;
  type: CampaignType;
  texts: Partial<Record<Locale, { subject: string; paragraphs: string[]; button?: string }>>;
  path: string;
  segment: CampaignSegment;
  status: 'draft' | 'sending' | 'sent' | 'cancelled';
  /** Members the segment reaches now (those who switched the type off never count). */
  audience: number;
  sent_count: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface CampaignsResponse {
  campaigns: OperatorCampaign[];
}

export interface CampaignResponse {
  campaign: OperatorCampaign;
}

/** `GET …/preview?language=`: the mail's HTML as the workers render it; null until they have. */
export interface CampaignPreviewResponse {
  language: Locale;
  html: string | null;
}
