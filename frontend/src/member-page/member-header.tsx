import type { PublicProfile } from '@amoretto/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../members/country-name';
import { MemberAvatar } from '../members/member-avatar';
import { useLocale } from '../i18n/use-locale';
import { useSettings } from '../site-settings/use-settings';

interface Props {
  profile: PublicProfile;
  /** The photo chosen below the header, else the main image. */
  imageUrl: string | null;
  regionName: string | null;
  children?: ReactNode;
}

/** Main image, name, age and place; a fictional profile's warning comes before any button. */
export function MemberHeader({ profile, imageUrl, regionName, children }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { fictional_icon: fictionalIcon, fictional_warning: fictionalWarning } = useSettings();
  const place = [profile.city, regionName, countryName(profile.country, locale)].filter(Boolean).join(', ');
  return (
    <header className="member-header" data-testid="member-header">
      <div className="member-header__media">
        <MemberAvatar name={profile.name} src={imageUrl} className="member-header__image" />
      </div>
      <div className="member-header__body">
        <h1 className="member-header__name">
          {profile.name}
          <span className="member-header__age">{t('members.age', { age: profile.age })}</span>
        </h1>
        <p className="member-header__place">{place}</p>
        {profile.fictional ? (
          <p className="member-header__fictional" role="note" data-testid="member-fictional-warning">
            {fictionalIcon ? <img src={fictionalIcon} alt="" width={18} height={18} /> : null}
            <span>{fictionalWarning}</span>
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
