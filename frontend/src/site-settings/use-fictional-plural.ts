import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { useSettings } from './use-settings';

/**
 * The site's word for fictional profiles. Settings carry it in the site's own language,
 * so a visitor who switched to another locale gets the catalog's term instead.
 */
export function useFictionalPlural(): string {
  const settings = useSettings();
  const { locale } = useLocale();
  const { t } = useTranslation();
  return locale === settings.domain_language && settings.fictional_plural ? settings.fictional_plural : t('common.fictional_plural');
}
