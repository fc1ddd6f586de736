import { localeTagFor } from '@amoretto/shared';
import { useLocale } from '../i18n/use-locale';
import { useSettings } from '../site-settings/use-settings';

/**
 * The member's locale as a BCP 47 tag, for every Intl format (dates, times, numbers, money):
 * the language as written in the visitor's country, the one `<html lang>` names, so an
 * American reads dates month first and a Briton day first (docs/product.md#sites).
 */
export function useLocaleTag(): string {
  const { locale } = useLocale();
  return localeTagFor(locale, useSettings().geoip_selected_country);
}
