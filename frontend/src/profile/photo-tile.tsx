import type { OwnPhoto } from '@amoretto/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoIcon, type PhotoIconName } from './photo-icon';

export type PhotoAction = 'main' | 'earlier' | 'later' | 'delete';

interface Props {
  photo: OwnPhoto;
  /** 1-based place in the list, as people count. */
  number: number;
  total: number;
  busy: boolean;
  onAction: (action: PhotoAction, photo: OwnPhoto) => void;
}

/** One own photo with its options; buttons rather than drag and drop, so keyboards and phones work alike. */
export function PhotoTile({ photo, number, total, busy, onAction }: Props) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const main = number === 1;
  const actions: Array<{ action: PhotoAction; icon: PhotoIconName; label: string; disabled: boolean }> = [
    { action: 'main', icon: main ? 'star-filled' : 'star', label: main ? t('profile.main_badge') : t('profile.make_main'), disabled: main },
    { action: 'earlier', icon: 'earlier', label: t('profile.move_earlier'), disabled: main },
    { action: 'later', icon: 'later', label: t('profile.move_later'), disabled: number === total },
    { action: 'delete', icon: 'trash', label: t('profile.delete'), disabled: false },
  ];

  return (
    <li className={`photo-tile${main ? ' photo-tile--main' : ''}`} data-photo-id={photo.id} data-testid="own-photo">
      <div className="photo-tile__frame">
        {broken ? (
          <span className="photo-tile__broken">{t('profile.photo_unavailable')}</span>
        ) : (
          <img
            src={photo.thumb_url}
            alt={t('profile.photo_alt', { number })}
            className="photo-tile__image"
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
          />
        )}
        {main ? <span className="photo-tile__badge badge rounded-pill text-bg-primary">{t('profile.main_badge')}</span> : null}
        {photo.status !== 'active' ? (
          <span className={`photo-tile__status badge rounded-pill ${photo.status === 'rejected' ? 'text-bg-danger' : 'text-bg-warning'}`}>
            {t(`profile.status_${photo.status}`)}
          </span>
        ) : null}
      </div>
      <div className="photo-tile__actions" role="group" aria-label={t('profile.photo_options', { number })}>
        {actions.map(({ action, icon, label, disabled }) => (
          <button
            key={action}
            type="button"
            className={`btn btn-sm photo-tile__action photo-tile__action--${action}`}
            data-action={action}
            title={label}
            aria-label={label}
            // Disabled buttons leave the tab order; aria-disabled keeps "main photo" announced.
            disabled={busy || (disabled && action !== 'main')}
            aria-disabled={disabled || undefined}
            onClick={() => {
              if (!disabled) onAction(action, photo);
            }}
          >
            <PhotoIcon name={icon} />
          </button>
        ))}
      </div>
    </li>
  );
}
