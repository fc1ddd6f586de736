import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Beside the FAQ: its answers about credits and premium lead on to the prices. */
export function PricingTeaserCard() {
  const { t } = useTranslation();
  return (
    <aside className="help-card mt-4" aria-labelledby="pricing-teaser-title" data-testid="pricing-teaser">
      <h2 id="pricing-teaser-title" className="h5">
        {t('pricing.teaser_title')}
      </h2>
      <p className="text-body-secondary">{t('pricing.teaser_body')}</p>
      <Link to="/pricing" className="btn btn-outline-primary w-100">
        {t('pricing.see_prices')}
      </Link>
    </aside>
  );
}
