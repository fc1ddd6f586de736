import { LOCALE_TAGS } from '@amoretto/shared';
import { useLocale } from '../i18n/use-locale';

/** The BCP 47 tag of the member's language, for Intl number and currency formats. */
export function useLocaleTag(): string {
  return LOCALE_TAGS[useLocale().locale];
}
