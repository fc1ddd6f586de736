import type { OwnPhoto } from '@amoretto/shared';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';

interface Props {
  photo: OwnPhoto | null;
  isMain: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a photo goes for good; the focus starts on Cancel, the harmless choice. */
export function DeletePhotoModal({ photo, isMain, pending, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      show={photo !== null}
      onHide={pending ? () => undefined : onCancel}
      centered
      size="sm"
      aria-labelledby="delete-photo-title"
      data-testid="delete-photo-modal"
    >
      <Modal.Header closeButton={!pending} closeLabel={t('common.close')}>
        <Modal.Title id="delete-photo-title" as="h2" className="h5">
          {t('profile.delete_title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {photo ? <img src={photo.thumb_url} alt="" className="delete-photo__preview" /> : null}
        <p className="mb-0">{t('profile.delete_body')}</p>
        {isMain ? <p className="mt-2 mb-0 text-body-secondary">{t('profile.delete_main_note')}</p> : null}
        <ApiErrorAlert error={error} className="mt-3 mb-0" />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending} autoFocus>
          {t('profile.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} data-testid="delete-photo-confirm">
          {pending ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          {t('profile.delete_confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
