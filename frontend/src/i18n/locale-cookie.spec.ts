import { LOCALE_COOKIE } from '@amoretto/shared';
import { localeCookie, readCookie } from './locale-cookie';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; locale=fr; auth.session=xyz', LOCALE_COOKIE)).toBe('fr');
  });

  it('does not match a cookie whose name merely ends the same', () => {
    expect(readCookie('xlocale=de', LOCALE_COOKIE)).toBeNull();
  });

  it('returns null when absent or empty input', () => {
    expect(readCookie('', LOCALE_COOKIE)).toBeNull();
    expect(readCookie('a=1', LOCALE_COOKIE)).toBeNull();
  });
});

describe('localeCookie', () => {
  it('lasts 365 days on the whole site with SameSite=Lax', () => {
    expect(localeCookie('nl')).toBe('locale=nl; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
