import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import './payments.scss';

/** docs/product.md#screens: the logged-in menu ends with Credits for premium members, Get Premium for the others. */
export function PremiumNavLink({ paid, onNavigate }: { paid: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  return paid ? (
    <Link to="/credits" className="nav-link" onClick={onNavigate} data-testid="nav-credits">
      {t('nav.credits_link')}
    </Link>
  ) : (
    <Link to="/premium" className="nav-link nav-link--premium" onClick={onNavigate} data-testid="nav-get-premium">
      {t('nav.get_premium')}
    </Link>
  );
}
