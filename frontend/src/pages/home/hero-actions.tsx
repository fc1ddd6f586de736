import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SignupButton } from '../../accounts/signup/signup-button';
import { useAuth } from '../../auth/use-auth';

/** The hero's calls to action: sign up and log in for visitors, the members for members. */
export function HeroActions() {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  if (loggedIn) {
    return (
      <Link to="/members" className="btn btn-light btn-lg hero__cta">
        {t('nav.search_members')}
      </Link>
    );
  }
  return (
    <>
      <SignupButton className="btn btn-light btn-lg hero__cta">{t('auth.signup_free')}</SignupButton>
      <Link to="/login" className="btn btn-outline-light btn-lg">
        {t('nav.login')}
      </Link>
    </>
  );
}
