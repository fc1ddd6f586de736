import type { User } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../members/member-avatar';
import { useLogout } from '../auth/use-logout';
import { useSettings } from '../site-settings/use-settings';

/** The member's thumbnail and name; opens My profile, Settings and Logout. */
export function AccountMenu({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { cdn_prefix: cdnPrefix } = useSettings();
  const logout = useLogout();
  const image = user.profile.main_image;
  const thumb = image && image.status === 'active' ? `${cdnPrefix}/${image.thumb_filename}` : null;

  return (
    <Dropdown align="end" className="account-menu">
      <Dropdown.Toggle variant="link" id="account-menu" className="account-menu__toggle" data-testid="account-menu">
        <MemberAvatar name={user.profile.name} src={thumb} className="account-menu__avatar" />
        {/* Screen readers hear "Account menu of <name>" from the hidden text; the visible name is
            that same name, so a speech user says what they see. An aria-label instead would leave
            the letter avatar (no photo yet) as visible text outside the button's name. */}
        <span className="account-menu__name" aria-hidden="true">
          {user.profile.name}
        </span>
        <span className="visually-hidden">{t('nav.account_menu', { name: user.profile.name })}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as={Link} to="/profile" onClick={onNavigate} data-testid="my-profile-link">
          {t('nav.profile')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/settings/account" onClick={onNavigate}>
          {t('nav.settings')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" type="button" onClick={() => logout.mutate()} disabled={logout.isPending} data-testid="logout">
          {t('nav.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
