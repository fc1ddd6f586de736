import type { User } from '@amoretto/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailOffReason } from '../../notifications/notification-rules';
import { useResumeMail } from '../../notifications/use-resume-mail';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { DismissibleAlert } from '../../ui/dismissible-alert';
import { clearDismissal, storeDismissal } from './alert-dismissals';

/**
 * docs/product.md#member-banners: notification mail is off (a bounce, a spam complaint or an
 * unsubscribe from a mail program); one button turns it back on. Closing it is stored with its
 * time (alert-dismissals.ts).
 */
export function MailOffAlert({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  const resume = useResumeMail(() => {
    try {
      clearDismissal(window.localStorage, 'email-off', user.id);
    } catch {
      // Nothing stored to forget.
    }
  });
  const reason = mailOffReason(user.notifications_disabled);
  if (closed || reason === null) return null;

  const close = () => {
    try {
      storeDismissal(window.localStorage, 'email-off', user.id, Date.now());
    } catch {
      // Not stored: hidden for this page load only.
    }
    setClosed(true);
    onClose();
  };

  return (
    <DismissibleAlert variant="warning" onClose={close} className="banner-alert" testId="mail-off-alert">
      <p className="banner-alert__text">{t(`alerts.mail_off_${reason}`, { email: user.email })}</p>
      <button
        type="button"
        className="btn btn-sm btn-warning banner-alert__action"
        onClick={() => resume.mutate()}
        disabled={resume.isPending}
        data-testid="mail-off-resume"
      >
        {t('alerts.mail_off_cta')}
      </button>
      <ApiErrorAlert error={resume.error} className="w-100 mb-0" />
    </DismissibleAlert>
  );
}
