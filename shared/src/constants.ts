// Business constants and limits (docs/product.md#limits). Values not fixed elsewhere are
// chosen here once and explained in docs/decisions.md.

export const LOCALES = ['it', 'en', 'de', 'es', 'fr', 'nl', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';
export const FALLBACK_LOCALE: Locale = 'it';
/** BCP 47 tag per locale, used for <html lang> and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = {
  it: 'it-IT',
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  nl: 'nl-NL',
  pl: 'pl-PL',
};

export const COUNTRIES = ['US', 'NL', 'BE', 'FR', 'IT', 'ES', 'DE', 'AT', 'IE', 'GB', 'CA', 'PL', 'AU', 'NZ', 'CH'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Locales offered per visitor country, first one is the country's default. */
export const LOCALES_BY_COUNTRY: Record<Country, readonly Locale[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
};

export const PHOTO_LIMIT_FREE = 3;
export const PHOTO_LIMIT_PREMIUM = 25;
export const FREE_CONVERSATIONS = 2;
export const ACCOUNT_DELETION_UNDO_DAYS = 14;
export const SWIPE_GAME_DAILY_LIKES = 4;
export const WELCOME_DISCOUNT_PERCENT = 25;

export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENT = 25;
export const TIME_BONUS_WINDOW_SECONDS = 14_400;
export const TIME_BONUS_TICK_MS = 1_000;
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;

export const USER_REFRESH_MS = 60_000;
export const USER_REFRESH_PUSH_MS = 300_000;
export const USER_REFRESH_START_DELAY_MS = 5_000;
export const LIKES_RELOAD_DELAY_MS = 500;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;
export const DATA_FETCH_MIN_DELAY_MS = 200;
export const HTTP_RETRIES = 5;
export const GEOLOCATION_MAX_AGE_MS = 3_600_000;

export const BADGE_CAP = 99;
export const CREDITS_BADGE_THRESHOLD = 10;

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
export const AUTH_COOKIE_PREFIX = 'auth.';
export const AUTH_COOKIE_DAYS = 30;
/** Header the web client sends on every API request. */
export const CLIENT_HEADER = 'x-amoretto-client';

export const SITE_ENTRY_WARNING_KEY = 'skipped-site-entry-warning';
/** Countries whose visitors get the site-entry warning in chat and lander layouts. */
export const SITE_ENTRY_WARNING_COUNTRIES: readonly Country[] = ['NL', 'DE'];

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const TOAST_MAX_WIDTH = 350;

/** Terms version date: the later of this and the company's added date (docs/product.md#sites). */
export const TERMS_BASE_DATE = '2023-12-01T12:00:00Z';
export const COPYRIGHT_YEAR = 2025;
export const MINIMUM_AGE = 18;
/** Session cookie: the `auth.` prefix plus a fixed name (docs/product.md#accounts). */
export const AUTH_COOKIE = `${AUTH_COOKIE_PREFIX}session`;
