import { useSyncExternalStore } from 'react';
import { readCookie } from '../i18n/locale-cookie';
import { CONSENT_COOKIE } from './consent-cookie';
import { consentCookie, parseConsent, type Consent } from './consent-rules';

/**
 * The visitor's cookie choice for the whole page, read once from the cookie, and whether the
 * banner was asked to open again (from /pages/cookies). Tiny on purpose: /pages/cookies and the
 * banner share it, and the first page loads it.
 */
interface ConsentState {
  consent: Consent | null;
  reopened: boolean;
}

let state: ConsentState = {
  consent: typeof document === 'undefined' ? null : parseConsent(readCookie(document.cookie, CONSENT_COOKIE)),
  reopened: false,
};
const listeners = new Set<() => void>();

function set(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, () => state);
}

export function currentConsent(): Consent | null {
  return state.consent;
}

/** Stores the choice in the cookie and closes the banner. */
export function saveConsent(consent: Consent): void {
  document.cookie = consentCookie(consent);
  set({ consent, reopened: false });
}

/** Opens the banner again with the current choice (the button on /pages/cookies). */
export function reopenConsent(): void {
  set({ ...state, reopened: true });
}
