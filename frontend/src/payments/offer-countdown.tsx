import { useTranslation } from 'react-i18next';
import { formatCountdown, formatRoughDuration, roughDuration } from './countdown-rules';
import type { ActiveOffer } from './use-active-offer';
import { useLocaleTag } from '../ui/use-locale-tag';

/**
 * The time left of the active offer: hh:mm:ss for the time bonus, minutes or hours for the
 * welcome discount (docs/product.md#discounts). The ticking digits are not announced every second.
 */
export function OfferCountdown({ offer, className = '' }: { offer: ActiveOffer; className?: string }) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  if (offer.kind === 'time_bonus') {
    return (
      <span className={`offer-countdown ${className}`}>
        <span className="visually-hidden">{t('time_bonus.time_left')} </span>
        <time className="offer-countdown__clock" dateTime={`PT${offer.secondsLeft}S`} aria-live="off" data-testid="time-bonus-countdown">
          {formatCountdown(offer.secondsLeft)}
        </time>
      </span>
    );
  }
  if (offer.secondsLeft === null) return null;
  return (
    <span className={`offer-countdown ${className}`} data-testid="welcome-countdown">
      {t('time_bonus.welcome_ends', { time: formatRoughDuration(roughDuration(offer.secondsLeft), localeTag) })}
    </span>
  );
}
