import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SignupButton } from '../accounts/signup/signup-button';

/** Logged-out right-hand menu: Login, and Sign up following the signup-opening rule. */
export function VisitorActions({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="top-bar__actions">
      <Link to="/login" className="btn btn-outline-secondary" onClick={onNavigate} data-testid="login-button">
        {t('nav.login')}
      </Link>
      <SignupButton className="btn btn-primary" onOpened={onNavigate} />
    </div>
  );
}
