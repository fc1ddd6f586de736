import { DIRECT_DEBIT_HOLDER_MAX_LENGTH, DIRECT_DEBIT_OTP_LENGTH, DIRECT_DEBIT_PHONE_MAX_LENGTH, type ErrorCode } from '@amoretto/shared';

// Client-side checks mirror the field limits of DirectDebitRequestDto so most mistakes are
// caught before a round trip. The IBAN's checksum and country and the phone number itself
// are the server's to judge (it uses a maintained IBAN library); here only their shape.

export const DIRECT_DEBIT_TEXT_FIELDS = ['holder', 'iban', 'street', 'house_number', 'zip', 'city', 'phone'] as const;
export type DirectDebitTextField = (typeof DIRECT_DEBIT_TEXT_FIELDS)[number];
export type DirectDebitField = DirectDebitTextField | 'consent';

export type DirectDebitForm = Record<DirectDebitTextField, string> & { consent: boolean };

export const EMPTY_DIRECT_DEBIT_FORM: DirectDebitForm = {
  holder: '',
  iban: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  phone: '',
  consent: false,
};

export type FieldProblem = 'required' | 'too_short' | 'too_long' | 'invalid';

/** Length limits per text field: [min, max] after trimming (the server's DTO). */
const LIMITS: Record<Exclude<DirectDebitTextField, 'iban' | 'phone'>, [number, number]> = {
  holder: [2, DIRECT_DEBIT_HOLDER_MAX_LENGTH],
  street: [1, 100],
  house_number: [1, 16],
  zip: [2, 16],
  city: [1, 80],
};

/** The IBAN as the bank writes it in one piece: letters upper case, no spaces or dashes. */
export function compactIban(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The IBAN in groups of four for reading back ("NL91 ABNA 0417 1643 00"). */
export function formatIban(raw: string): string {
  return compactIban(raw).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Country code, two check digits, then 11 to 30 letters or digits (15 to 34 in all). */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

export function ibanProblem(raw: string): FieldProblem | null {
  const iban = compactIban(raw);
  if (iban === '') return 'required';
  // Anything but letters, digits, spaces and dashes is a typo, not formatting.
  if (/[^A-Za-z0-9\s-]/.test(raw) || !IBAN_SHAPE.test(iban)) return 'invalid';
  return null;
}

/** Digits, spaces and the usual separators, with at least 6 digits; a leading + for the country code. */
export function phoneProblem(raw: string): FieldProblem | null {
  const phone = raw.trim();
  if (phone === '') return 'required';
  if (phone.length > DIRECT_DEBIT_PHONE_MAX_LENGTH) return 'too_long';
  if (!/^\+?[\d\s()./-]+$/.test(phone) || phone.replace(/\D/g, '').length < 6) return 'invalid';
  return null;
}

/** Every problem of the form, by field; empty when it may be sent. */
export function directDebitProblems(form: DirectDebitForm): Partial<Record<DirectDebitField, FieldProblem>> {
  const problems: Partial<Record<DirectDebitField, FieldProblem>> = {};
  for (const [field, [min, max]] of Object.entries(LIMITS) as [keyof typeof LIMITS, [number, number]][]) {
    const value = form[field].trim();
    if (value === '') problems[field] = 'required';
    else if (value.length < min) problems[field] = 'too_short';
    else if (value.length > max) problems[field] = 'too_long';
  }
  const iban = ibanProblem(form.iban);
  if (iban) problems.iban = iban;
  const phone = phoneProblem(form.phone);
  if (phone) problems.phone = phone;
  if (!form.consent) problems.consent = 'required';
  return problems;
}

/** The request body's fields as the server wants them: trimmed, the IBAN in one piece. */
export function directDebitBody(form: DirectDebitForm): Omit<DirectDebitForm, 'consent'> & { consent: true } {
  return {
    holder: form.holder.trim(),
    iban: compactIban(form.iban),
    street: form.street.trim(),
    house_number: form.house_number.trim(),
    zip: form.zip.trim(),
    city: form.city.trim(),
    phone: form.phone.trim(),
    consent: true,
  };
}

/** What the SMS code field keeps of what is typed or pasted: its digits, no more than the code has. */
export function cleanOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, DIRECT_DEBIT_OTP_LENGTH);
}

export function isCompleteOtp(code: string): boolean {
  return code.length === DIRECT_DEBIT_OTP_LENGTH && /^\d+$/.test(code);
}

/**
 * Where a refusal of the form or of the SMS code is shown (docs/product.md#direct-debit): next to its field,
 * as one of the offers (blocked, limit, method not offered), back to the packages, back to the form for a new
 * code, on the code field, or as a plain alert.
 */
export type DirectDebitErrorPlace = 'fields' | 'blocked' | 'limit' | 'package' | 'unavailable' | 'restart' | 'otp' | 'general';

export function directDebitErrorPlace(code: ErrorCode): DirectDebitErrorPlace {
  switch (code) {
    case 'invalid_iban':
    case 'direct_debit_consent_required':
    case 'validation_failed':
      return 'fields';
    case 'direct_debit_blocked':
      return 'blocked';
    case 'direct_debit_limit_reached':
      return 'limit';
    case 'package_not_found':
      return 'package';
    case 'payment_method_unavailable':
      return 'unavailable';
    case 'direct_debit_code_expired':
    case 'not_found':
      return 'restart';
    case 'direct_debit_invalid_code':
      return 'otp';
    default:
      return 'general';
  }
}

/** The refusals shown with their ways on (another method, a cheaper package, the packages). */
export type ProblemKind = Extract<DirectDebitErrorPlace, 'blocked' | 'limit' | 'package' | 'unavailable'>;

export function isProblemKind(place: DirectDebitErrorPlace | null): place is ProblemKind {
  return place === 'blocked' || place === 'limit' || place === 'package' || place === 'unavailable';
}
