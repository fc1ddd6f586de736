import { CONSENT_COOKIE } from './consent-cookie';
import { isOperatorPath } from './operator-path';
import { TAG_CONSENT, TAG_KINDS, type ConsentCategory, type SiteTag, type SiteTags, type TagKind } from '@amoretto/shared';

/** The visitor's choice in the cookie banner (docs/product.md#consent); necessary cookies need none. */
export type Consent = Record<ConsentCategory, boolean>;

/** How long a choice holds before the banner asks again. */
export const CONSENT_COOKIE_DAYS = 180;

export const ALL_ALLOWED: Consent = { analytics: true, marketing: true };
export const NECESSARY_ONLY: Consent = { analytics: false, marketing: false };

/** Cookie value: a version, then one flag per category (`v1.a1.m0`), so a later banner with more categories can ask again. */
export function serializeConsent(consent: Consent): string {
  return `v1.a${consent.analytics ? 1 : 0}.m${consent.marketing ? 1 : 0}`;
}

/** The stored choice, or null when there is none (or it is not one this banner wrote): then the banner asks. */
export function parseConsent(value: string | null): Consent | null {
  const match = /^v1\.a([01])\.m([01])$/.exec(value ?? '');
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null;
}

export function consentCookie(consent: Consent): string {
  return `${CONSENT_COOKIE}=${serializeConsent(consent)}; Max-Age=${CONSENT_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax`;
}

export function needsConsentBanner(consent: Consent | null, pathname: string): boolean {
  return consent === null && !isOperatorPath(pathname);
}

/** The site's scripts the visitor's choice allows on this page: none before a choice, none on operator pages. */
export function tagsToLoad(tags: SiteTags | undefined, consent: Consent | null, pathname: string): Array<{ kind: TagKind; tag: SiteTag }> {
  if (!tags || !consent || isOperatorPath(pathname)) return [];
  return TAG_KINDS.flatMap((kind) => {
    const tag = tags[kind];
    return tag && consent[TAG_CONSENT[kind]] ? [{ kind, tag }] : [];
  });
}

/** A category the visitor withdrew while its script runs: only a reload stops a script. */
export function withdrawsLoaded(before: Consent | null, after: Consent, loaded: readonly TagKind[]): boolean {
  return loaded.some((kind) => before?.[TAG_CONSENT[kind]] === true && !after[TAG_CONSENT[kind]]);
}
