import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isPlausibleEmail } from '@amoretto/shared';

// Client-side checks mirror the server's (shared/src/accounts) so most mistakes are caught
// before a round trip; the server stays the authority.

export type EmailProblem = 'required' | 'invalid' | null;
export function emailProblem(email: string): EmailProblem {
  if (email.trim() === '') return 'required';
  return isPlausibleEmail(email) ? null : 'invalid';
}

export type NameProblem = 'length' | 'not_email' | null;
/** Not the email address, not starting with @ (docs/product.md#accounts). */
export function nameProblem(name: string, email: string): NameProblem {
  const trimmed = name.trim();
  if (trimmed.length < 2 || trimmed.length > NAME_MAX_LENGTH) return 'length';
  if (trimmed.startsWith('@') || trimmed.toLowerCase() === email.trim().toLowerCase() || isPlausibleEmail(trimmed)) return 'not_email';
  return null;
}

export type PasswordProblem = 'length' | null;
export function passwordProblem(password: string): PasswordProblem {
  return password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH ? 'length' : null;
}
