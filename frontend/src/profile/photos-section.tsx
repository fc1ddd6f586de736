import type { OwnPhoto } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { isApiError } from '../api/api-error';
import { DeletePhotoModal } from './delete-photo-modal';
import { PhotoLimitOffer } from './photo-limit-offer';
import { PhotoTile, type PhotoAction } from './photo-tile';
import { PhotoUploadTile } from './photo-upload-tile';
import { PhotosSkeleton } from './photos-skeleton';
import { ownPhotosQuery } from './profile-queries';
import { usePhotoActions } from './use-photo-actions';
import type { ShowToast } from './use-toasts';

/** Where the keyboard focus goes once the list has been redrawn after an action. */
interface FocusTarget {
  photoId: number | null;
  actions: PhotoAction[];
}

function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + by, 0, id!);
  return next;
}

/** The photos overview: main photo first, options per photo, an upload place while below the limit. */
export function PhotosSection({ premium, onToast }: { premium: boolean; onToast: ShowToast }) {
  const { t } = useTranslation();
  const query = useQuery(ownPhotosQuery());
  const { upload, remove, move, busy } = usePhotoActions();
  const [deleting, setDeleting] = useState<OwnPhoto | null>(null);
  const [refused, setRefused] = useState<'unsupported_image' | 'image_too_large' | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  const photos = query.data?.photos ?? [];
  const limit = query.data?.limit ?? 0;

  // React moves the tiles in the DOM, which drops focus: put it back on the same photo.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target || !list.current) return;
    focusTarget.current = null;
    const tile = target.photoId === null ? null : list.current.querySelector(`[data-photo-id="${target.photoId}"]`);
    const scope = tile ?? list.current;
    for (const action of target.actions) {
      const button = scope.querySelector<HTMLElement>(`[data-action="${action}"]:not(:disabled)`);
      if (button) return button.focus();
    }
    scope.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled)')?.focus();
  }, [query.data]);

  const heading = (
    <header className="profile-section__header">
      <h2 className="profile-section__title" id="profile-photos-title">
        {t('profile.photos_title')}
      </h2>
      {query.data ? (
        <span className="photo-count" data-testid="photo-count">
          <span aria-hidden="true">{t('profile.photos_count', { used: photos.length, limit })}</span>
          <span className="visually-hidden">{t('profile.photos_count_label', { used: photos.length, limit })}</span>
        </span>
      ) : null}
    </header>
  );
  if (query.isPending || query.isError) {
    return (
      <section className="profile-section" aria-labelledby="profile-photos-title">
        {heading}
        {query.isPending ? (
          <PhotosSkeleton />
        ) : (
          <ApiErrorAlert error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
      </section>
    );
  }

  const ids = photos.map((p) => p.id);
  const onAction = (action: PhotoAction, photo: OwnPhoto) => {
    const index = ids.indexOf(photo.id);
    setRefused(null);
    if (action === 'delete') {
      remove.reset();
      setDeleting(photo);
      return;
    }
    if (action === 'main') {
      focusTarget.current = { photoId: photo.id, actions: ['later', 'delete'] };
      move.mutate({ kind: 'main', id: photo.id });
    } else {
      const by = action === 'earlier' ? -1 : 1;
      focusTarget.current = { photoId: photo.id, actions: [action, action === 'earlier' ? 'later' : 'earlier'] };
      move.mutate({ kind: 'order', ids: moved(ids, index, by) });
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const index = ids.indexOf(deleting.id);
    const neighbour = ids[index + 1] ?? ids[index - 1] ?? null;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        focusTarget.current = { photoId: neighbour, actions: ['delete'] };
        setDeleting(null);
        onToast(t('profile.picture_deleted'));
      },
    });
  };

  const onPick = (file: File) => {
    setRefused(null);
    upload.mutate(file, { onSuccess: () => onToast(t('profile.photo_added')) });
  };

  const full = photos.length >= limit;
  const failure = upload.error ?? move.error;
  const limitFailure = isApiError(failure) && failure.code === 'photo_limit_reached';

  return (
    <section id="photos" className="profile-section" aria-labelledby="profile-photos-title" data-testid="profile-photos">
      {heading}
      <p className="profile-section__intro">{photos.length === 0 ? t('profile.photos_empty') : t('profile.photos_intro')}</p>
      <ul ref={list} className="photo-grid" aria-busy={busy} data-testid="own-photos">
        {photos.map((photo, index) => (
          <PhotoTile key={photo.id} photo={photo} number={index + 1} total={photos.length} busy={busy} onAction={onAction} />
        ))}
        {!full ? (
          <PhotoUploadTile uploading={upload.isPending} disabled={busy} onPick={onPick} onRefuse={(reason) => setRefused(reason)} />
        ) : null}
      </ul>
      <div aria-live="polite">
        {refused ? (
          <p className="text-danger small mb-3" role="alert">
            {t(`errors.${refused}`)}
          </p>
        ) : null}
        {failure && !limitFailure ? <ApiErrorAlert error={failure} className="mb-3" /> : null}
      </div>
      {full || limitFailure ? <PhotoLimitOffer limit={limit} premium={premium} /> : null}
      <DeletePhotoModal
        photo={deleting}
        isMain={deleting !== null && ids[0] === deleting.id}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={confirmDelete}
        // The dialog itself gives the focus back to the delete button that opened it.
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
