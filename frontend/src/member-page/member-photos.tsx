import { useTranslation } from 'react-i18next';
import type { MemberPhoto } from '@amoretto/shared';
import { galleryOf } from './member-page-rules';

interface Props {
  name: string;
  photos: MemberPhoto[];
  selected: number | null;
  onSelect: (photoId: number) => void;
}

/** Thumbnails under the header: open photos show in the header when chosen, locked ones carry a lock. */
export function MemberPhotos({ name, photos, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const { locked } = galleryOf({ photos });
  if (photos.length <= 1) return null;
  return (
    <section className="member-photos" aria-label={t('member_page.photos_label', { name })} data-testid="member-photos">
      <ul className="member-photos__list">
        {photos.map((photo, index) =>
          photo.locked ? (
            <li key={photo.id} className="member-photos__item member-photos__item--locked" data-testid="member-photo-locked">
              <span className="member-photos__lock" role="img" aria-label={t('member_page.photo_locked', { number: index + 1 })}>
                <svg viewBox="0 0 16 16" width="22" height="22" aria-hidden="true" focusable="false">
                  <path
                    fill="currentColor"
                    d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1.5 1.5 0 0 0-1.5 1.5v5A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-5A1.5 1.5 0 0 0 12 7h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Z"
                  />
                </svg>
              </span>
            </li>
          ) : (
            <li key={photo.id} className="member-photos__item">
              <button
                type="button"
                className={`member-photos__button${selected === photo.id ? ' is-selected' : ''}`}
                aria-pressed={selected === photo.id}
                onClick={() => onSelect(photo.id)}
              >
                <img src={photo.thumb_url} alt={t('member_page.photo_alt', { name, number: index + 1 })} loading="lazy" decoding="async" />
              </button>
            </li>
          ),
        )}
      </ul>
      {locked > 0 ? (
        <p className="member-photos__hint" data-testid="member-photos-premium-hint">
          {t('member_page.photos_locked_hint', { count: locked })}
        </p>
      ) : null}
    </section>
  );
}
