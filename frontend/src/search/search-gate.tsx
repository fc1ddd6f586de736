import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SignupButton } from '../accounts/signup/signup-button';

/** For visitors the site does not let search: the way in instead of an empty page. */
export function SearchGate() {
  const { t } = useTranslation();
  return (
    <div className="card search-gate text-center mx-auto" data-testid="search-gate">
      <div className="card-body">
        <h2 className="h4">{t('search.gate_title')}</h2>
        <p>{t('search.gate_body')}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <SignupButton />
          <Link to="/login" search={{ redirect: '/members' }} className="btn btn-outline-secondary">
            {t('search.gate_login')}
          </Link>
        </div>
      </div>
    </div>
  );
}
