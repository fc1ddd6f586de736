import { OfferCountdown } from './offer-countdown';
import { OfferMessage } from './offer-message';
import type { ActiveOffer } from './use-active-offer';

/** The active offer at the top of the buying pages: what it gives and how long it still runs. */
export function OfferNotice({ offer }: { offer: ActiveOffer }) {
  return (
    <div className={`offer-notice offer-notice--${offer.kind}`} role="note" data-testid="offer-notice">
      <span className="offer-notice__text">
        <OfferMessage offer={offer} />
      </span>
      <OfferCountdown offer={offer} className="offer-notice__countdown" />
    </div>
  );
}
