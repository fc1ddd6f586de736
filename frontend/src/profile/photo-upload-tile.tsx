import { useId, type ChangeEvent } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { PhotoIcon } from './photo-icon';

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The server's cap; checked here to spare a long upload that would be refused. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

interface Props {
  uploading: boolean;
  disabled: boolean;
  onPick: (file: File) => void;
  /** Client-side refusal (type or size), shown under the grid. */
  onRefuse: (reason: 'unsupported_image' | 'image_too_large') => void;
}

/** The empty place in the grid: a file picker that looks like a photo tile. */
export function PhotoUploadTile({ uploading, disabled, onPick, onRefuse }: Props) {
  const { t } = useTranslation();
  const id = useId();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again after an error fires change again.
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) onRefuse('unsupported_image');
    else if (file.size > MAX_UPLOAD_BYTES) onRefuse('image_too_large');
    else onPick(file);
  };

  return (
    <li className="photo-tile photo-tile--upload">
      {/* Visually hidden but focusable: the label is what people see, click and tab to. */}
      <input
        id={id}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        className="visually-hidden photo-upload__input"
        onChange={onChange}
        disabled={disabled || uploading}
        aria-describedby={`${id}-hint`}
        data-testid="photo-upload-input"
      />
      <label htmlFor={id} className={`photo-tile__frame photo-upload${uploading ? ' photo-upload--busy' : ''}`} aria-busy={uploading}>
        {uploading ? <Spinner animation="border" variant="primary" aria-hidden="true" /> : <PhotoIcon name="plus" size={32} />}
        <span className="photo-upload__label">{uploading ? t('profile.uploading') : t('profile.upload')}</span>
      </label>
      <p id={`${id}-hint`} className="photo-upload__hint">
        {t('signup.photo_hint')}
      </p>
    </li>
  );
}
