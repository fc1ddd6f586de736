import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import type { ApiErrorBody, ErrorCode } from '../errors';
import { isLocale } from '../locale';
import { readCatalog } from './i18n-catalogs';

type Catalog = { errors?: Partial<Record<ErrorCode | 'generic', string>> };

// The UI's catalogs are the single source of translated error text; read once at boot.
const catalogs = new Map<Locale, Catalog>(LOCALES.map((locale) => [locale, readCatalog<Catalog>('ui', locale)]));

export function errorMessage(code: ErrorCode, locale: Locale, details: Record<string, string | number> = {}): string {
  const template =
    catalogs.get(locale)?.errors?.[code] ?? catalogs.get(DEFAULT_LOCALE)?.errors?.[code] ?? catalogs.get(locale)?.errors?.generic ?? code;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => (key in details ? String(details[key]) : match));
}

/** The error body every API answer uses, its message in the member's language. */
export function apiErrorBody(
  code: ErrorCode,
  locale: Locale,
  fields?: Record<string, string[]>,
  details?: Record<string, string | number>,
): ApiErrorBody {
  return { error: { code, message: errorMessage(code, locale, details), ...(fields ? { fields } : {}), ...(details ? { details } : {}) } };
}

/** The locale cookie wins, then the first supported Accept-Language tag, then the default. */
export function requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const cookie = /(?:^|;\s*)locale=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (isLocale(cookie)) return cookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
