import { HttpStatus } from '@nestjs/common';
import { isPlausibleEmail, MINIMUM_AGE, suggestEmail } from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { ageOn } from './user-view';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The name may not equal the email nor start with @ (docs/product.md#accounts). */
export function assertValidName(name: string, email: string): void {
  const trimmed = name.trim();
  if (trimmed.startsWith('@') || trimmed.toLowerCase() === normalizeEmail(email) || isPlausibleEmail(trimmed)) {
    throw new ApiException('invalid_name', HttpStatus.BAD_REQUEST, { name: ['not_email'] });
  }
}

export function assertValidEmail(email: string): void {
  if (!isPlausibleEmail(email)) {
    const suggestion = suggestEmail(email.trim());
    throw new ApiException('invalid_email', HttpStatus.BAD_REQUEST, { email: ['email'] }, suggestion ? { suggestion } : undefined);
  }
}

/** 18 or older, and a date a person can have been born on. */
export function assertAdult(dateOfBirth: string, today = new Date()): void {
  const age = ageOn(dateOfBirth, today);
  const parsed = new Date(`${dateOfBirth}T00:00:00Z`);
  const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === dateOfBirth;
  if (!real || age < MINIMUM_AGE || age > 120) {
    throw new ApiException('invalid_date_of_birth', HttpStatus.BAD_REQUEST, { date_of_birth: ['minimum_age'] });
  }
}
