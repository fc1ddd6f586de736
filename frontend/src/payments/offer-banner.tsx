import { Link, useRouterState } from '@tanstack/react-router';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { OfferCountdown } from './offer-countdown';
import { OfferMessage } from './offer-message';
import { offerBannerPage } from './time-bonus-rules';
import { useActiveOffer } from './use-active-offer';
import './payments.scss';

/** The default layout's banner for the time bonus or, without it, the welcome discount; leads to /credits. */
export function OfferBanner() {
  const { t } = useTranslation();
  const offer = useActiveOffer();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!offer || !offerBannerPage(pathname)) return null;
  return (
    <Container className="offer-banner-wrap">
      <aside className={`offer-banner offer-banner--${offer.kind}`} aria-label={t('time_bonus.banner_label')} data-testid="offer-banner">
        <p className="offer-banner__text">
          <OfferMessage offer={offer} /> <OfferCountdown offer={offer} className="offer-banner__countdown" />
        </p>
        <Link to="/credits" className="btn btn-sm btn-primary offer-banner__action" data-testid="offer-banner-credits">
          {t('time_bonus.cta')}
        </Link>
      </aside>
    </Container>
  );
}
