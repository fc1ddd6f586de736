import { randomBytes } from 'node:crypto';
import { isLoginLinkToken, loginLinkUrl } from './login-link';

describe('login link tokens', () => {
  it('accepts the tokens the product makes (32 random bytes, base64url)', () => {
    for (let i = 0; i < 50; i += 1) expect(isLoginLinkToken(randomBytes(32).toString('base64url'))).toBe(true);
  });

  it('refuses page names, short or long strings and other characters', () => {
    for (const segment of ['complaints', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}.`, `${'A'.repeat(42)}/`, '']) {
      expect(isLoginLinkToken(segment)).toBe(false);
    }
  });

  it('puts the token as the one path segment at the site root', () => {
    expect(loginLinkUrl('https://amoretto.de/', 'tok')).toBe('https://amoretto.de/tok');
  });
});
