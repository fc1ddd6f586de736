import { PHOTO_LIMIT_PREMIUM } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * Shown when the album is full. Free members get the premium offer (25 photos); premium
 * members only learn that a photo has to go first.
 */
export function PhotoLimitOffer({ limit, premium }: { limit: number; premium: boolean }) {
  const { t } = useTranslation();
  if (premium) {
    return (
      <p className="photo-limit photo-limit--premium" data-testid="photo-limit">
        {t('profile.limit_reached_premium', { limit })}
      </p>
    );
  }
  return (
    <div className="photo-limit photo-limit--offer" data-testid="photo-limit">
      <div>
        <p className="photo-limit__title">{t('profile.limit_free_title', { limit })}</p>
        <p className="photo-limit__body">{t('profile.limit_free_body', { premium: PHOTO_LIMIT_PREMIUM })}</p>
      </div>
      <Link to="/premium" className="btn btn-primary btn-sm photo-limit__action" data-testid="photo-limit-premium">
        {t('profile.limit_free_cta')}
      </Link>
    </div>
  );
}
