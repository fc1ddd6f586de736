import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
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

/** /pricing (docs/product.md#payments): the packages for everyone, list prices for visitors, a member's own prices. */
export function PricingPage() {
  const { t } = useTranslation();
  usePageTitle(t('pricing.pricing_title'));
  const offer = useActiveOffer();
  return (
    <div className="buying-page pricing-page">
      <BuyingPageHeader title={t('pricing.pricing_title')} intro={t('pricing.pricing_intro')}>
        <PremiumClaim className="buying-hero__claim" />
      </BuyingPageHeader>
      <Container className="buying-page__body">
        {offer ? <OfferNotice offer={offer} /> : null}
        <PricingPackages />
        <OneTimeNotice />
        <section className="buying-page__section" aria-labelledby="pricing-premium-title">
          <h2 id="pricing-premium-title" className="h4">
            {t('pricing.premium_heading')}
          </h2>
          <PremiumBenefits />
        </section>
        <PricingMoreLinks />
      </Container>
    </div>
  );
}
