import type { MemberCard, SwipeAction } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { countryName } from '../members/country-name';
import { MemberAvatar } from '../members/member-avatar';
import { useLocale } from '../i18n/use-locale';
import { useSettings } from '../site-settings/use-settings';
import { swipeTilt } from './swipe-gesture-rules';
import { useSwipeGesture } from './use-swipe-gesture';

interface Props {
  card: MemberCard;
  busy: boolean;
  onSwipe: (action: SwipeAction) => void;
}

/** The one card on offer: dragged right to like, left to skip, or answered with its buttons. */
export function SwipeCard({ card, busy, onSwipe }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { fictional_icon: fictionalIcon, fictional_warning: fictionalWarning } = useSettings();
  const { dx, handlers } = useSwipeGesture(onSwipe, busy);
  const country = countryName(card.country, locale);
  // The hint over the photo shows which way the drag will count once let go.
  const leaning = dx > 30 ? 'like' : dx < -30 ? 'skip' : null;
  return (
    <article className="swipe-card" data-testid="swipe-card" data-member-id={card.id} aria-labelledby={`swipe-card-${card.id}`}>
      <div
        className={`swipe-card__face${dx === 0 ? '' : ' swipe-card__face--dragging'}`}
        style={{ transform: dx === 0 ? undefined : `translateX(${dx}px) rotate(${swipeTilt(dx, 400)}deg)` }}
        {...handlers}
      >
        <MemberAvatar name={card.name} src={card.main_image?.thumb_url ?? null} priority />
        {leaning ? (
          <span className={`swipe-card__stamp swipe-card__stamp--${leaning}`} aria-hidden="true">
            {t(leaning === 'like' ? 'swipe_game.like' : 'swipe_game.skip')}
          </span>
        ) : null}
        <div className="swipe-card__caption">
          <h2 className="swipe-card__name" id={`swipe-card-${card.id}`}>
            {card.name}
            <span className="swipe-card__age">{t('members.age', { age: card.age })}</span>
          </h2>
          <p className="swipe-card__place">{card.city ? t('members.place', { city: card.city, country }) : country}</p>
          {card.fictional ? (
            <p className="swipe-card__fictional" data-testid="fictional-warning">
              {fictionalIcon ? <img src={fictionalIcon} alt="" width={14} height={14} /> : null}
              <span>{fictionalWarning}</span>
            </p>
          ) : null}
          <Link to="/members/$id" params={{ id: card.id }} className="swipe-card__profile">
            {t('swipe_game.view_profile')}
          </Link>
        </div>
      </div>
      <div className="swipe-card__actions">
        <button type="button" className="btn btn-outline-secondary btn-lg swipe-card__skip" onClick={() => onSwipe('skip')} disabled={busy}>
          <span aria-hidden="true">✕ </span>
          {t('swipe_game.skip')}
        </button>
        <button type="button" className="btn btn-primary btn-lg swipe-card__like" onClick={() => onSwipe('like')} disabled={busy}>
          <span aria-hidden="true">♥ </span>
          {t('swipe_game.like')}
        </button>
      </div>
    </article>
  );
}
