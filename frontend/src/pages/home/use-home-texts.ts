import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import { useSettings } from '../../site-settings/use-settings';
import { homeTexts, type HomeTexts } from './home-texts';

/** The home page's headline and lead in the language the visitor reads the site in. */
export function useHomeTexts(): HomeTexts {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const settings = useSettings();
  return homeTexts(settings, locale, { title: (brand) => t('home.hero_title', { brand }), lead: t('home.hero_lead') });
}
