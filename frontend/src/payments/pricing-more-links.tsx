import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Below the packages on /premium and /pricing: how premium works, and the return policy. */
export function PricingMoreLinks() {
  const { t } = useTranslation();
  return (
    <p className="buying-page__more">
      <Link to="/pages/$page" params={{ page: 'faq' }}>
        {t('pricing.faq_link')}
      </Link>
      <Link to="/pages/$page" params={{ page: 'return-policy' }}>
        {t('pricing.refunds_link')}
      </Link>
    </p>
  );
}
