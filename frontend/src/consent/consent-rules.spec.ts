import type { SiteTags } from '@amoretto/shared';
import {
  ALL_ALLOWED,
  NECESSARY_ONLY,
  consentCookie,
  needsConsentBanner,
  parseConsent,
  serializeConsent,
  tagsToLoad,
  withdrawsLoaded,
} from './consent-rules';

const TAGS: SiteTags = {
  tracking_tag: { id: 'TAG-1', script_url: '/api/collect/tracking-tag.js' },
  session_analytics: { id: 'SA-1', script_url: '/api/collect/session-analytics.js' },
};

describe('consent cookie', () => {
  it('round-trips every choice', () => {
    for (const consent of [ALL_ALLOWED, NECESSARY_ONLY, { analytics: true, marketing: false }, { analytics: false, marketing: true }]) {
      expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    }
  });

  it('treats a missing, foreign or older value as no choice', () => {
    for (const value of [null, '', 'yes', 'v0.a1.m1', 'v1.a1', 'v1.a2.m0']) expect(parseConsent(value)).toBeNull();
  });

  it('keeps the choice half a year on the whole site', () => {
    expect(consentCookie(ALL_ALLOWED)).toBe('cookie_consent=v1.a1.m1; Max-Age=15552000; Path=/; SameSite=Lax');
  });
});

describe('the banner', () => {
  it('asks until the visitor chooses, and never on operator pages', () => {
    expect(needsConsentBanner(null, '/')).toBe(true);
    expect(needsConsentBanner(NECESSARY_ONLY, '/')).toBe(false);
    expect(needsConsentBanner(null, '/operator/login')).toBe(false);
    expect(needsConsentBanner(null, '/operator')).toBe(false);
    expect(needsConsentBanner(null, '/operators-are-not-a-route')).toBe(true);
  });
});

describe('tagsToLoad', () => {
  it('loads nothing before a choice or with necessary cookies only', () => {
    expect(tagsToLoad(TAGS, null, '/')).toEqual([]);
    expect(tagsToLoad(TAGS, NECESSARY_ONLY, '/')).toEqual([]);
  });

  it('loads the session analytics for analytics and the tracking tag for marketing', () => {
    expect(tagsToLoad(TAGS, { analytics: true, marketing: false }, '/').map((t) => t.kind)).toEqual(['session_analytics']);
    expect(tagsToLoad(TAGS, { analytics: false, marketing: true }, '/').map((t) => t.kind)).toEqual(['tracking_tag']);
    expect(tagsToLoad(TAGS, ALL_ALLOWED, '/members')).toEqual([
      { kind: 'tracking_tag', tag: TAGS.tracking_tag },
      { kind: 'session_analytics', tag: TAGS.session_analytics },
    ]);
  });

  it('never loads on operator pages, nor a tag the site does not have', () => {
    expect(tagsToLoad(TAGS, ALL_ALLOWED, '/operator/')).toEqual([]);
    expect(tagsToLoad({ tracking_tag: null, session_analytics: TAGS.session_analytics }, ALL_ALLOWED, '/').map((t) => t.kind)).toEqual([
      'session_analytics',
    ]);
    expect(tagsToLoad(undefined, ALL_ALLOWED, '/')).toEqual([]);
  });
});

describe('withdrawsLoaded', () => {
  it('is true only when a category whose script runs is switched off', () => {
    expect(withdrawsLoaded(ALL_ALLOWED, { analytics: false, marketing: true }, ['session_analytics'])).toBe(true);
    expect(withdrawsLoaded(ALL_ALLOWED, { analytics: false, marketing: true }, ['tracking_tag'])).toBe(false);
    expect(withdrawsLoaded(NECESSARY_ONLY, ALL_ALLOWED, [])).toBe(false);
    expect(withdrawsLoaded(null, NECESSARY_ONLY, [])).toBe(false);
  });
});
