import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { SignupFlow } from './signup-flow';
import { closeSignupModal, useSignupModalOpen } from './signup-modal-store';
import '../accounts.scss';

/**
 * The signup flow in a modal (spec §2). Once step 0 has created the account the flow must
 * be finished or skipped through: backdrop clicks, Escape and the close button stop working.
 */
export function SignupModal() {
  const { t } = useTranslation();
  const open = useSignupModalOpen();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const inProgress = step > 0;

  return (
    <Modal
      show={open}
      onHide={closeSignupModal}
      onExited={() => setStep(0)}
      backdrop={inProgress ? 'static' : true}
      keyboard={!inProgress}
      size="lg"
      fullscreen="sm-down"
      aria-labelledby="signup-modal-title"
      className="signup-modal"
      data-testid="signup-modal"
    >
      <Modal.Header closeButton={!inProgress} closeLabel={t('common.close')}>
        <Modal.Title id="signup-modal-title" as="h1" className="h4">
          {t('signup.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SignupFlow
          step={step}
          onStep={setStep}
          onFinish={() => {
            closeSignupModal();
            void navigate({ to: '/signup-matches' });
          }}
          onLeave={closeSignupModal}
        />
      </Modal.Body>
    </Modal>
  );
}
