import type { User } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../members/member-avatar';
import { useLogout } from '../auth/use-logout';
import { useSettings } from '../site-settings/use-settings';
import { MenuButton } from '../ui/menu-button';

/** The member's thumbnail and name; opens My profile, Settings and Logout. */
export function AccountMenu({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { cdn_prefix: cdnPrefix } = useSettings();
  const logout = useLogout();
  const image = user.profile.main_image;
  const thumb = image && image.status === 'active' ? `${cdnPrefix}/${image.thumb_filename}` : null;

  return (
    <MenuButton
      id="account-menu"
      className="account-menu"
      toggleClassName="account-menu__toggle btn btn-link"
      toggleContent={
        <>
          <MemberAvatar name={user.profile.name} src={thumb} className="account-menu__avatar" />
          {/* Named by its content, not an aria-label: what is seen (the name) is then part of what is heard. */}
          <span className="account-menu__name" aria-hidden="true">
            {user.profile.name}
          </span>
          <span className="visually-hidden">{t('nav.account_menu', { name: user.profile.name })}</span>
        </>
      }
      testId="account-menu"
    >
      <Link to="/profile" className="dropdown-item" onClick={onNavigate} data-testid="my-profile-link">
        {t('nav.profile')}
      </Link>
      {/* The notification settings are the Settings of the account menu; the account settings are one tab away. */}
      <Link to="/notifications" className="dropdown-item" onClick={onNavigate} data-testid="settings-link">
        {t('nav.settings')}
      </Link>
      <hr className="dropdown-divider" />
      <button type="button" className="dropdown-item" onClick={() => logout.mutate()} disabled={logout.isPending} data-testid="logout">
        {t('nav.logout')}
      </button>
    </MenuButton>
  );
}
