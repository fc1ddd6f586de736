import { electronicFormatIBAN, isSEPACountry, validateIBAN } from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { DIRECT_DEBIT_OTP_LENGTH, type PaymentStatus } from '@amoretto/shared';

/** How long an SMS code works. */
export const OTP_TTL_MINUTES = 10;
/** Wrong codes a request takes; the last one ends it and the member sends the form again. */
export const OTP_MAX_ATTEMPTS = 5;

/**
 * The per-member direct-debit limit. A direct debit is collected days later and the account
 * holder can reverse it for weeks, so it is where stolen account numbers are tried: a member
 * gets at most 2 a day and at most 100.00 (in the package's currency, EUR on every site that
 * offers it) in 30 days. Counted: payments by direct debit still running or kept (open,
 * pending, paid, charged back); refunded, failed, cancelled and expired ones are not.
 */
export const DIRECT_DEBIT_LIMITS = { perDay: 2, windowDays: 30, windowCents: 10_000 } as const;
export const LIMIT_COUNTED_STATUSES: readonly PaymentStatus[] = ['open', 'pending', 'paid', 'charged_back'];

/** SMS requests (each sends a text) and code checks a member may make per hour, and texts per phone number. */
export const REQUESTS_PER_HOUR = 5;
export const TEXTS_PER_PHONE_PER_HOUR = 5;
export const CONFIRMS_PER_HOUR = 20;

export type IbanCheck = { ok: true; iban: string } | { ok: false; reason: 'isIban' | 'sepaCountry' };

/**
 * An IBAN as typed (spaces, dashes, any case) in its electronic form, if it is a valid IBAN
 * (country format and check digits, by ibantools) of a SEPA country: a direct debit exists
 * only in SEPA.
 */
export function checkIban(typed: string): IbanCheck {
  const iban = electronicFormatIBAN(typed.trim());
  if (!iban || !validateIBAN(iban).valid) return { ok: false, reason: 'isIban' };
  if (!isSEPACountry(iban.slice(0, 2))) return { ok: false, reason: 'sepaCountry' };
  return { ok: true, iban };
}

/**
 * A phone number as typed, in E.164 (+31612345678), when it is a valid number that can take a
 * text message; a number without a country code is read as one of the member's country.
 * Null otherwise (a landline, too short, letters).
 */
export function normalisePhone(typed: string, memberCountry: string): string | null {
  const phone = parsePhoneNumberFromString(typed.trim(), { defaultCountry: memberCountry as CountryCode, extract: false });
  if (!phone?.isValid()) return null;
  const type = phone.getType();
  // Where a number's type cannot be told apart (US, CA) it may well be a mobile.
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return phone.number;
}

/** The phone mostly hidden, so the member recognises it and nobody else learns it: "+31 •••••••78". */
export function phoneHint(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  const national = phone?.nationalNumber ?? e164.replace(/\D/g, '');
  const prefix = phone ? `+${phone.countryCallingCode} ` : '';
  return `${prefix}${'•'.repeat(Math.max(0, national.length - 2))}${national.slice(-2)}`;
}

/** A typed code as compared: spaces between the digits are forgiven. */
export function typedCode(otp: string): string {
  return otp.replace(/\s+/g, '');
}

export const looksLikeCode = (code: string): boolean => new RegExp(`^\\d{${DIRECT_DEBIT_OTP_LENGTH}}$`).test(code);

export interface DirectDebitHistory {
  /** Counted direct-debit payments started in the last 24 hours. */
  lastDay: number;
  /** Their amounts in the last DIRECT_DEBIT_LIMITS.windowDays days, in cents. */
  windowCents: number;
}

export type LimitCheck = { ok: true } | { ok: false; availableCents: number };

/**
 * Whether one more direct debit of `amountCents` stays within the limit. When not, how much the
 * member could still pay this way now (0 after the day's count), so the client can point to a
 * cheaper package.
 */
export function checkLimit(history: DirectDebitHistory, amountCents: number, limits = DIRECT_DEBIT_LIMITS): LimitCheck {
  const availableCents = Math.max(0, limits.windowCents - history.windowCents);
  if (history.lastDay >= limits.perDay) return { ok: false, availableCents: 0 };
  if (amountCents > availableCents) return { ok: false, availableCents };
  return { ok: true };
}

export type RequestStatus = 'awaiting_code' | 'confirmed' | 'failed' | 'expired';

/** What a confirmation may do with a request: check the code, or tell the member to start again. */
export function confirmable(request: { status: RequestStatus; expires_at: Date }, now: Date): 'check_code' | 'confirmed' | 'over' {
  if (request.status === 'confirmed') return 'confirmed';
  if (request.status !== 'awaiting_code' || request.expires_at.getTime() <= now.getTime()) return 'over';
  return 'check_code';
}

/** After a wrong code: the attempts so far and whether the request is over. */
export function afterWrongCode(attempts: number): { attempts: number; attemptsLeft: number; failed: boolean } {
  const next = attempts + 1;
  const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - next);
  return { attempts: next, attemptsLeft, failed: attemptsLeft === 0 };
}

/** The order's idempotency key: one payment per request, however often its confirmation is retried. */
export const requestPaymentKey = (requestId: number): string => `directdebit-request-${requestId}`;
