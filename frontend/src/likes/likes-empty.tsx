import type { LikesType } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Nothing in this list yet, and where to go to change that. */
export function LikesEmpty({ type }: { type: LikesType }) {
  const { t } = useTranslation();
  return (
    <div className="alert likes-empty text-center alert-light" role="alert" data-testid="likes-empty">
      <h2 className="h5">{t(`likes.empty_${type}_title`)}</h2>
      <p>{t(`likes.empty_${type}_body`)}</p>
      <Link to="/members" className="btn btn-primary">
        {t('likes.empty_action')}
      </Link>
    </div>
  );
}
