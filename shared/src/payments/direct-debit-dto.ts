// Requests and answers of the direct-debit order (/directdebit): the form, then the SMS code.
import 'reflect-metadata';
import { IsBoolean, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { IsId } from '../ids';
import { DISCOUNT_CODE_MAX_LENGTH } from './discount-api';

/** SEPA allows 70 characters for the account holder's name. */
export const DIRECT_DEBIT_HOLDER_MAX_LENGTH = 70;
/** The longest IBAN is 34 characters; members may type it in groups with spaces. */
export const DIRECT_DEBIT_IBAN_MAX_LENGTH = 50;
export const DIRECT_DEBIT_PHONE_MAX_LENGTH = 32;
/** Digits of the SMS code. */
export const DIRECT_DEBIT_OTP_LENGTH = 6;

const NOT_BLANK = /\S/;

/**
 * `POST /api/directdebit` — starts a one-time direct debit; the answer says where the SMS code went.
 * Field format only here: the IBAN (checksum, SEPA country) and the phone are checked by the server
 * and refused with `invalid_iban` (fields: {iban}) or `validation_failed` (fields: {phone}).
 * `consent` other than true is refused with `direct_debit_consent_required`.
 */
export class DirectDebitRequestDto {
  @IsId() package_id: number;
  @IsString() @Length(2, DIRECT_DEBIT_HOLDER_MAX_LENGTH) @Matches(NOT_BLANK) holder: string;
  @IsString() @MaxLength(DIRECT_DEBIT_IBAN_MAX_LENGTH) iban: string;
  @IsString() @Length(1, 100) @Matches(NOT_BLANK) street: string;
  @IsString() @Length(1, 16) @Matches(NOT_BLANK) house_number: string;
  @IsString() @Length(2, 16) @Matches(NOT_BLANK) zip: string;
  @IsString() @Length(1, 80) @Matches(NOT_BLANK) city: string;
  @IsString() @MaxLength(DIRECT_DEBIT_PHONE_MAX_LENGTH) phone: string;
  @IsOptional() @IsBoolean() consent?: boolean;
  @IsOptional() @IsString() @MaxLength(DISCOUNT_CODE_MAX_LENGTH) discount_code?: string | null;
}

/**
 * 201 answer of `POST /api/directdebit`. Refusals: 400 validation_failed / invalid_iban /
 * direct_debit_consent_required, 404 package_not_found, 422 payment_method_unavailable (not offered in
 * the member's country), 422 direct_debit_blocked, 422 direct_debit_limit_reached, 429 too_many_requests.
 */
export interface DirectDebitRequestResponse {
  request_id: number;
  /** The phone the code went to, mostly hidden (e.g. "+31 •••• ••78"). */
  phone_hint: string;
  /** When the code stops working (ISO). */
  expires_at: string;
}

/**
 * `POST /api/directdebit/:id/confirm` — answers 201 StartPaymentResponse (checkout_url null: the
 * client goes to /transactions/{payment.id}?return=1). A wrong code is 400 `direct_debit_invalid_code`
 * with `details.attempts_left`; once none are left, or the code expired, the request is over:
 * 410 `direct_debit_code_expired`, and the member sends the form again for a new code.
 * Another member's or an unknown request: 404 `not_found`.
 */
export class DirectDebitConfirmDto {
  // Any text up to a few characters: a mistyped code counts as a wrong code, not a form error.
  @IsString() @MaxLength(16) otp: string;
}
