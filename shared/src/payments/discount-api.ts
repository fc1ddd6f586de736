// Requests and answers of the discount, time-bonus and premium-claim endpoints.
import 'reflect-metadata';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IdFromText, IsId } from '../ids';
import { NoLoneSurrogate, NoNul } from '../no-nul';
import { PAYMENT_METHODS, type PaymentMethod } from '../vocabularies';
import type { AppliedDiscount } from './payment-types';

export const DISCOUNT_CODE_MAX_LENGTH = 64;

/**
 * `GET /api/discountcode.php`: `welcome=true` asks for the member's welcome offer (null when
 * none is open); `code` checks a typed code (optionally for a package and a method); neither
 * gives the active discount (time bonus, else welcome offer).
 */
export class DiscountCodeQueryDto {
  @IsOptional() @IsString() @MaxLength(DISCOUNT_CODE_MAX_LENGTH) @NoNul() @NoLoneSurrogate() code?: string;
  @IsOptional() @IsIn(['true', 'false']) welcome?: 'true' | 'false';
  @IsOptional() @IsIn(PAYMENT_METHODS) method?: PaymentMethod;
  @IsOptional() @IdFromText() @IsId() package_id?: number;
}

export interface DiscountCodeResponse {
  discount: AppliedDiscount | null;
}

/** The running time bonus (docs/product.md#discounts): its countdown runs to expires_at. */
export interface TimeBonus {
  code: string;
  percentage: number;
  expires_at: string;
}

/** `GET /api/timebonus.php` */
export interface TimeBonusResponse {
  time_bonus: TimeBonus | null;
}

/**
 * The measured "better chance of a match" of premium members (docs/product.md#credits), shown only when
 * `claim` is not null. Rates are shares (0–1) of the window's active members with at least
 * one match; samples are how many members each rate is taken over.
 */
export interface PremiumClaim {
  better_percent: number;
  premium_rate: number;
  free_rate: number;
  premium_sample: number;
  free_sample: number;
  window_days: number;
}

/** `GET /api/premium-stats` */
export interface PremiumStatsResponse {
  claim: PremiumClaim | null;
}
