import 'reflect-metadata';
import { IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IdFromText, IsId } from '../ids';
import type { PaymentMethod } from '../vocabularies';

/**
 * Support in the operator console (docs/product.md#operator-support): find a member, see the
 * account, and the few actions support takes. Admins act; moderators only read; agents see none
 * of it (payments least of all).
 */

/** `GET /api/operator/support/members?q=`: an email, a member id or part of a name. */
export class SupportSearchDto {
  @IsString() @MinLength(1) @MaxLength(254) q: string;
}

export class SupportMemberParamsDto {
  @IdFromText() @IsId() id: number;
}

export class SupportPaymentParamsDto {
  @IdFromText() @IsId() id: number;
  @IdFromText() @IsId() paymentId: number;
}

/** A key the console makes once per form, so a double submit acts once. */
const REQUEST_KEY = /^[A-Za-z0-9-]{8,64}$/;

/** The most credits one grant may give: a typo of a few zeros stays a small mistake. */
export const SUPPORT_GRANT_MAX = 1000;

/** `POST /api/operator/support/members/:id/credits` */
export class SupportGrantDto {
  @IsInt() @Min(1) @Max(SUPPORT_GRANT_MAX) amount: number;
  @IsString() @MinLength(3) @MaxLength(500) reason: string;
  @IsString() @Matches(REQUEST_KEY) key: string;
}

/** `POST /api/operator/support/members/:id/payments/:paymentId/refund` */
export class SupportRefundDto {
  @IsString() @Matches(REQUEST_KEY) key: string;
}

export interface SupportMemberRow {
  id: number;
  email: string;
  name: string;
  status: string;
  profile_status: string;
  site: string | null;
  country: string;
  fictional: boolean;
  signup_date: string;
}

export interface SupportSearchResponse {
  members: SupportMemberRow[];
}

export interface SupportPayment {
  id: number;
  status: string;
  amount_cents: number;
  refunded_cents: number;
  currency: string;
  credits: number;
  reversed_credits: number;
  method: PaymentMethod | null;
  provider: string;
  discount_code: string | null;
  created_at: string;
  paid_at: string | null;
}

export interface SupportLedgerLine {
  id: number;
  amount: number;
  reason: string;
  created_at: string;
}

export interface SupportDiscountCode {
  id: number;
  code: string;
  kind: string;
  value_percentage: number;
  status: string;
  expires_at: string | null;
  /** When the member redeemed it (a paid purchase used it); null while unused. */
  redeemed_at: string | null;
}

/** One login: a session the member started (login, signup or password reset). */
export interface SupportLogin {
  at: string;
  ip: string | null;
  user_agent: string | null;
  ended_at: string | null;
}

export interface SupportMemberDetail extends SupportMemberRow {
  language: string;
  gender: string | null;
  credits: number;
  credit_debt: number;
  paid_user: boolean;
  activated_at: string | null;
  deleted_at: string | null;
  /** Until when a deleted account may be restored; null when it is not deleted or was purged. */
  restorable_until: string | null;
  purchases: SupportPayment[];
  ledger: SupportLedgerLine[];
  discount_codes: SupportDiscountCode[];
  logins: SupportLogin[];
}

export interface SupportMemberResponse {
  member: SupportMemberDetail;
}

/** `POST …/credits`: `granted` false when the key had granted already (the earlier grant stands). */
export interface SupportGrantResponse {
  granted: boolean;
  credits: number;
}

export interface SupportRefundResponse {
  payment: { id: number; status: string; refunded_cents: number };
}

/** `POST …/activation-mail`: `sent` false when the account is confirmed already. */
export interface SupportActivationResponse {
  sent: boolean;
}

/** `GET /api/operator/overview`: what waits for the console's operators, counted for the home page. */
export interface OperatorOverviewResponse {
  /** Conversations whose real member wrote last to a fictional profile, unanswered. */
  waiting_fictional: number;
  /** Member reports no moderator decided yet. */
  open_reports: number;
}
