import type { User } from '@amoretto/shared';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Trans, useTranslation } from 'react-i18next';
import { ResendActivationButton } from '../activation/resend-activation-button';

/** docs/product.md#member-banners: after a campaign (API) signup the activation reminder is a modal; closing it is remembered. */
export function ActivationReminderModal({ user, onDismiss }: { user: User; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={onDismiss} centered aria-labelledby="activation-modal-title" data-testid="activation-reminder-modal">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="activation-modal-title" as="h2" className="h5">
          {t('alerts.activation_modal_title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          <Trans i18nKey="alerts.not_confirmed" values={{ email: user.email }} components={{ strong: <strong /> }} />
        </p>
        <ResendActivationButton variant="primary" />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onDismiss}>
          {t('alerts.activation_modal_later')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
