import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, isLocale, type Locale } from '@amoretto/shared';

/** Value of cookie `name` in a `document.cookie`-style string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The Set-Cookie-style string that stores a visitor's language choice for a year. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax`;
}

/** The stored language choice; `cookies` when the caller has read them already (each read of document.cookie asks the browser's cookie store). */
export function readLocaleCookie(cookies: string = document.cookie): Locale | null {
  const value = readCookie(cookies, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookie(locale);
}
