import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  show: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Blocking cannot be undone in full (likes and chats are gone), so it is confirmed first. */
export function BlockConfirmModal({ name, show, pending, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="block-confirm-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="block-confirm-title" as="h2" className="h5">
          {t('member_page.block_title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ul className="mb-0 ps-3">
          <li>{t('member_page.block_effect_contact', { name })}</li>
          <li>{t('member_page.block_effect_removed')}</li>
          <li>{t('member_page.block_effect_undo')}</li>
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          {t('profile.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} data-testid="block-confirm">
          {t('member_page.block_confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
