import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { premiumStatsQuery } from '../../payments/payments-queries';
import { formatPercent } from '../../payments/price-display-rules';
import { useLocaleTag } from '../../ui/use-locale-tag';
import { useOpeningPageDrawn } from '../../ui/use-opening-page-drawn';
import { numberFormat } from '../../i18n/number-format';

export function PremiumBlock() {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  // The better chance of a match only as measured (issue 20); without a figure, the photo allowance.
  // Below the first screen: asked for once the page is drawn, so that on a slow link the request
  // does not share it with what the hero needs (ui/opening-page-drawn.ts).
  const drawn = useOpeningPageDrawn();
  const claim = useQuery({ ...premiumStatsQuery(), enabled: drawn }).data ?? null;
  const benefits = [
    t('home.premium_benefit_photos'),
    t('home.premium_benefit_upload', { premium: PHOTO_LIMIT_PREMIUM, free: PHOTO_LIMIT_FREE }),
    t('home.premium_benefit_features'),
    t('home.premium_benefit_forever'),
  ];
  return (
    <section className="premium-block" aria-labelledby="premium-title">
      <div className="container">
        <div className="row align-items-center gy-4">
          <div className="col-lg-5">
            {claim ? (
              <div className="premium-block__stat" data-testid="home-premium-claim">
                <span className="premium-block__number">{formatPercent(claim.better_percent, localeTag)}</span>
                <span className="premium-block__stat-label">{t('home.premium_stat')}</span>
                <span className="premium-block__stat-note">
                  {t('pricing.claim_sample_short', {
                    days: claim.window_days,
                    premium: numberFormat(localeTag).format(claim.premium_sample),
                    free: numberFormat(localeTag).format(claim.free_sample),
                  })}
                </span>
              </div>
            ) : (
              <div className="premium-block__stat">
                <span className="premium-block__number">{PHOTO_LIMIT_PREMIUM}</span>
                <span className="premium-block__stat-label">{t('pricing.stat_photos')}</span>
              </div>
            )}
          </div>
          <div className="col-lg-7">
            <p className="section-heading__kicker text-white-50">{t('home.premium_kicker')}</p>
            <h2 id="premium-title" className="text-white">
              {t('home.premium_title')}
            </h2>
            <p className="premium-block__lead">{t('home.premium_body')}</p>
            <ul className="premium-block__list">
              {benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            <p className="small text-white-50">{t('home.premium_note')}</p>
            <Link to="/pricing" className="btn btn-light" data-testid="home-pricing-link">
              {t('pricing.see_prices')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
