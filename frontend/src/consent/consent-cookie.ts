import { readCookie } from '../i18n/locale-cookie';
import { isOperatorPath } from './operator-path';

// Small on purpose: the boot script and the first page read it; the rest of the consent code
// (consent-rules.ts, the banner) loads in its own chunk.

/** The cookie that keeps the visitor's choice (its value: consent-rules.ts). */
export const CONSENT_COOKIE = 'cookie_consent';

/**
 * A visitor who has not chosen yet on a page of the site: the cookie banner comes with the page
 * (often the largest text on a phone's first screen), so the boot script asks for its code with
 * the page's and the app draws it in the first render instead of after the first paint.
 */
export function bannerWithPage(cookieHeader: string, pathname: string): boolean {
  return readCookie(cookieHeader, CONSENT_COOKIE) === null && !isOperatorPath(pathname);
}
