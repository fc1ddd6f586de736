import { DEFAULT_LOCALE, isLocale, type Locale } from '@amoretto/shared';
import type { i18n as I18n } from 'i18next';

/** The active locale as loaders see it (they run outside React, so no hook). */
export function currentLocale(i18n: I18n): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
