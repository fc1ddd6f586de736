import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The two settings pages (the account menu's Settings opens /notifications): tabs as links, the current one marked. */
export function SettingsNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('notifications.sections')} className="mb-4">
      <ul className="nav nav-pills settings-nav">
        <li className="nav-item">
          <Link to="/notifications" className="nav-link" activeProps={{ className: 'active', 'aria-current': 'page' }}>
            {t('notifications.nav_notifications')}
          </Link>
        </li>
        <li className="nav-item">
          <Link to="/settings/account" className="nav-link" activeProps={{ className: 'active', 'aria-current': 'page' }}>
            {t('notifications.nav_account')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
