import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/** The invalid-date-of-birth popup (docs/product.md#accounts). */
export function DateOfBirthModal({ show, message, onClose }: { show: boolean; message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="dob-modal-title" className="dob-modal">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="dob-modal-title" as="h2" className="h5">
          {t('signup.dob_modal_title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          {t('signup.dob_modal_ok')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
