import { Link } from '@tanstack/react-router';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/use-auth';
import { usePageTitle } from '../layout/use-page-title';
import { BuyingPageHeader } from './buying-page-header';
import { OfferNotice } from './offer-notice';
import { OneTimeNotice } from './one-time-notice';
import { PremiumBenefits } from './premium-benefits';
import { PremiumClaim } from './premium-claim';
import { PricingMoreLinks } from './pricing-more-links';
import { PricingPackages } from './pricing-packages';
import { useActiveOffer } from './use-active-offer';
import './payments.scss';

/**
 * /premium, the members' page (docs/product.md#credits): what premium gives, the active offer with its
 * countdown and the packages at the member's prices. A premium member reads that it lasts
 * and may top up.
 */
export function PremiumPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const offer = useActiveOffer();
  const paid = user?.paid_user ?? false;
  const title = paid ? t('pricing.premium_paid_title') : t('pricing.premium_title');
  usePageTitle(title);
  return (
    <div className="buying-page premium-page">
      <BuyingPageHeader title={title} intro={paid ? t('pricing.premium_paid_intro') : t('pricing.premium_intro')}>
        {paid ? (
          <Link to="/credits" className="btn btn-primary mt-3" data-testid="premium-top-up">
            {t('pricing.top_up')}
          </Link>
        ) : (
          <PremiumClaim className="buying-hero__claim" />
        )}
      </BuyingPageHeader>
      <Container className="buying-page__body">
        {offer ? <OfferNotice offer={offer} /> : null}
        {paid ? null : (
          <section className="buying-page__section" aria-labelledby="premium-benefits-title">
            <h2 id="premium-benefits-title" className="h4">
              {t('pricing.premium_heading')}
            </h2>
            <PremiumBenefits />
          </section>
        )}
        <PricingPackages />
        <OneTimeNotice />
        <PricingMoreLinks />
      </Container>
    </div>
  );
}
