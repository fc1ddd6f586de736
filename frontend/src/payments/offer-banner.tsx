import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OfferCountdown } from './offer-countdown';
import { OfferMessage } from './offer-message';
import { offerBannerPage } from './time-bonus-rules';
import { useActiveOffer } from './use-active-offer';
import './payments.scss';

/**
 * The default layout's banner for the time bonus or, without it, the welcome discount; leads to /credits.
 * A bar on the bottom edge of the screen (sticky, the layout's last block): the offer is known only
 * after the page has drawn, and a banner pushed in above the page would move everything the member
 * is reading (docs/decisions.md).
 */
export function OfferBanner() {
  const { t } = useTranslation();
  const offer = useActiveOffer();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!offer || !offerBannerPage(pathname)) return null;
  return (
    <aside className={`offer-banner offer-banner--${offer.kind}`} aria-label={t('time_bonus.banner_label')} data-testid="offer-banner">
      <div className="container offer-banner__inner">
        <p className="offer-banner__text">
          <OfferMessage offer={offer} /> <OfferCountdown offer={offer} className="offer-banner__countdown" />
        </p>
        <Link to="/credits" className="btn btn-sm btn-primary offer-banner__action" data-testid="offer-banner-credits">
          {t('time_bonus.cta')}
        </Link>
      </div>
    </aside>
  );
}
