import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import type { ToastMessage } from './use-toasts';

const TOAST_MS = 4000;

/** Bottom corner on wide screens, full width at the bottom on phones (see profile.scss). */
export function ProfileToasts({ toasts, onClose }: { toasts: ToastMessage[]; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    // One polite live region for all of them: a screen reader hears each once.
    <div aria-live="polite" aria-atomic="false" className="profile-toasts">
      <ToastContainer position="bottom-end" className="profile-toasts__container p-3" containerPosition="fixed">
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            onClose={() => onClose(toast.id)}
            delay={TOAST_MS}
            autohide
            bg={toast.variant === 'success' ? undefined : 'danger'}
            className={`profile-toast profile-toast--${toast.variant}`}
            data-testid="profile-toast"
          >
            <div className="d-flex align-items-center">
              <Toast.Body className={`flex-grow-1 ${toast.variant === 'danger' ? 'text-white' : ''}`}>
                {toast.variant === 'success' ? (
                  <svg className="profile-toast__icon" viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
                    <path
                      fill="currentColor"
                      d="M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0Zm3.7 5.8-4.2 4.6a.8.8 0 0 1-1.1 0L4.3 8.3a.8.8 0 1 1 1.1-1.1l1.5 1.5 3.7-4a.8.8 0 0 1 1.1 1.1Z"
                    />
                  </svg>
                ) : null}
                {toast.text}
              </Toast.Body>
              <button
                type="button"
                className={`btn-close me-2 ${toast.variant === 'danger' ? 'btn-close-white' : ''}`}
                aria-label={t('common.close')}
                onClick={() => onClose(toast.id)}
              />
            </div>
          </Toast>
        ))}
      </ToastContainer>
    </div>
  );
}
