import { swipeCountdown, type SwipeState } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  state: SwipeState;
  /** Called once the countdown reaches zero: the new day brings new likes and cards. */
  onReset: () => void;
}

/** The game's stop for today (docs/product.md#swipe-game): why, and a countdown to the member's midnight. */
export function SwipeLimit({ state, onReset }: Props) {
  const { t } = useTranslation();
  const resetsAt = Date.parse(state.resets_at);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const over = now >= resetsAt;
  useEffect(() => {
    if (over) onReset();
  }, [over, onReset]);

  const { hours, minutes, seconds } = swipeCountdown(now, resetsAt);
  return (
    <section className="swipe-limit card" data-testid="swipe-limit" aria-labelledby="swipe-limit-title">
      <div className="card-body text-center">
        <h2 className="h4" id="swipe-limit-title">
          {t('swipe_game.limit_title')}
        </h2>
        <p>{t(state.blocked === 'likes' ? 'swipe_game.limit_likes' : 'swipe_game.limit_cards')}</p>
        <p className="swipe-limit__label mb-1" id="swipe-countdown-label">
          {t('swipe_game.countdown_label')}
        </p>
        <p className="swipe-limit__countdown" data-testid="swipe-countdown" aria-labelledby="swipe-countdown-label">
          <time dateTime={`PT${Number(hours)}H${Number(minutes)}M${Number(seconds)}S`}>
            {hours}:{minutes}:{seconds}
          </time>
        </p>
        <p className="small text-body-secondary">{t('swipe_game.reset_note', { zone: state.time_zone.replaceAll('_', ' ') })}</p>
        <Link to="/members" className="btn btn-outline-primary">
          {t('swipe_game.search_link')}
        </Link>
      </div>
    </section>
  );
}
