import type { User } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { countryName } from '../members/country-name';
import { MemberAvatar } from '../members/member-avatar';
import { useLocale } from '../i18n/use-locale';
import { useSettings } from '../site-settings/use-settings';

/** The page title beside the member's main photo, name, age and place, as others see them. */
export function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { cdn_prefix: cdnPrefix } = useSettings();
  const { profile } = user;
  const image = profile.main_image;
  const thumb = image && image.status === 'active' ? `${cdnPrefix}/${image.thumb_filename}` : null;
  const place = [profile.city, countryName(profile.country, locale)].filter(Boolean).join(', ');

  return (
    <header className="profile-header">
      <MemberAvatar name={profile.name} src={thumb} className="profile-header__avatar" />
      <div className="profile-header__text">
        <h1 className="profile-header__title">{t('profile.title')}</h1>
        <p className="profile-header__summary" data-testid="profile-summary">
          <strong>{profile.name}</strong>, {t('profile.age', { age: profile.age })} · {place}
          {profile.invisible ? <span className="badge rounded-pill text-bg-secondary ms-2">{t('profile.invisible_badge')}</span> : null}
        </p>
      </div>
    </header>
  );
}
