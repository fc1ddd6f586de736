import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface Props {
  show: boolean;
  /** The payment method the money goes back to. */
  methodLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A refund takes credits off the balance for good, so the member confirms it first. */
export function RefundConfirmModal({ show, methodLabel, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="refund-title" data-testid="refund-modal">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="refund-title" as="h2" className="h5">
          {t('payment_page.refund_title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('payment_page.refund_body', { method: methodLabel })}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('payment_page.refund_cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} data-testid="refund-confirm">
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('payment_page.refund_confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
