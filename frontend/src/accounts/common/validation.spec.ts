import { emailProblem, nameProblem, passwordProblem } from './validation';

describe('signup field checks', () => {
  it('wants a plausible email', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('anna@')).toBe('invalid');
    expect(emailProblem('anna@example.com')).toBeNull();
  });

  it('refuses names that are the email or start with @', () => {
    expect(nameProblem('anna@example.com', 'anna@example.com')).toBe('not_email');
    expect(nameProblem('@anna', 'anna@example.com')).toBe('not_email');
    expect(nameProblem('other@mail.it', 'anna@example.com')).toBe('not_email');
    expect(nameProblem('A', 'anna@example.com')).toBe('length');
    expect(nameProblem('Anna', 'anna@example.com')).toBeNull();
  });

  it('wants at least 8 characters of password', () => {
    expect(passwordProblem('short')).toBe('length');
    expect(passwordProblem('long enough')).toBeNull();
  });
});
