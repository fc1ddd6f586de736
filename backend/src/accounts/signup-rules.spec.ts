import { ApiException } from '../common/api-exception';
import { assertAdult, assertValidEmail, assertValidName } from './signup-rules';

const codeOf = (fn: () => void): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof ApiException ? error.code : 'other';
  }
};

describe('signup rules', () => {
  it('refuses a name that is the email or starts with @', () => {
    expect(codeOf(() => assertValidName('giulia@example.com', 'Giulia@Example.com'))).toBe('invalid_name');
    expect(codeOf(() => assertValidName('@giulia', 'g@example.com'))).toBe('invalid_name');
    expect(codeOf(() => assertValidName('other@mail.com', 'g@example.com'))).toBe('invalid_name');
    expect(codeOf(() => assertValidName('Giulia', 'g@example.com'))).toBeNull();
  });

  it('refuses an invalid email and suggests the likely domain', () => {
    let caught: ApiException | null = null;
    try {
      assertValidEmail('marco@gmailcom');
    } catch (error) {
      caught = error as ApiException;
    }
    expect(caught?.code).toBe('invalid_email');
    expect(caught?.details).toEqual({ suggestion: 'marco@gmail.com' });
    expect(codeOf(() => assertValidEmail('not an email'))).toBe('invalid_email');
    // Well-formed addresses pass; the form offers "did you mean" for typos like gmial.com.
    expect(codeOf(() => assertValidEmail('marco@gmial.com'))).toBeNull();
  });

  it('needs 18 years on the day', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    expect(codeOf(() => assertAdult('2008-11-22', today))).toBeNull();
    expect(codeOf(() => assertAdult('2008-11-23', today))).toBe('invalid_date_of_birth');
    expect(codeOf(() => assertAdult('1890-01-01', today))).toBe('invalid_date_of_birth');
    expect(codeOf(() => assertAdult('2001-02-30', today))).toBe('invalid_date_of_birth');
  });
});
