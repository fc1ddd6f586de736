import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { countryName } from '../members/country-name';
import { useSettings } from '../site-settings/use-settings';

/** "Members in <country>": the accessible name of a lander's list of members. */
export function useLanderMembersLabel(): string {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return t('landers.members_label', { country: countryName(useSettings().geoip_selected_country, locale) });
}
