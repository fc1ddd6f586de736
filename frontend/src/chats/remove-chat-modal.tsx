import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The partner's name, or null while the modal is closed. */
  name: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A removed chat does not come back to the viewer's list, so it is confirmed first. */
export function RemoveChatModal({ name, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal show={name !== null} onHide={onCancel} centered aria-labelledby="remove-chat-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="remove-chat-title" as="h2" className="h5">
          {t('chat.delete_title', { name: name ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('chat.delete_body', { name: name ?? '' })}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('chat.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} data-testid="remove-chat-confirm">
          {t('chat.delete_confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
