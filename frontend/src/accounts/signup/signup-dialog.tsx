import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { closeSignupModal, useSignupModalOpen } from './signup-modal-store';
import '../accounts.scss';

// The flow's steps are a chunk of their own, loaded when the modal first opens: most pages never open it.
const SignupFlow = lazy(() => import('./signup-flow').then((module) => ({ default: module.SignupFlow })));

/**
 * The signup flow in a modal (docs/product.md#screens). Once step 0 has created the account the flow must
 * be finished or skipped through: backdrop clicks, Escape and the close button stop working.
 */
export function SignupDialog() {
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
        <Suspense
          fallback={
            <div className="text-center py-4" role="status">
              <Spinner animation="border" variant="primary" />
              <span className="visually-hidden">{t('common.loading')}</span>
            </div>
          }
        >
          <SignupFlow
            step={step}
            onStep={setStep}
            onFinish={() => {
              closeSignupModal();
              void navigate({ to: '/signup-matches' });
            }}
            onLeave={closeSignupModal}
          />
        </Suspense>
      </Modal.Body>
    </Modal>
  );
}
