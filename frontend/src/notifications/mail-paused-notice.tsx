import type { NotificationsDisabledReason } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { mailOffReason } from './notification-rules';
import { useResumeMail } from './use-resume-mail';

/** On /notifications: mail is off as a whole (the banner's message, without a close button), and the way back. */
export function MailPausedNotice({ reasons, email }: { reasons: readonly NotificationsDisabledReason[]; email: string }) {
  const { t } = useTranslation();
  const resume = useResumeMail();
  const reason = mailOffReason(reasons);
  if (reason === null) return null;
  return (
    <section className="alert alert-warning" aria-labelledby="mail-paused-title" data-testid="mail-paused">
      <h2 id="mail-paused-title" className="h6">
        {t('notifications.mail_off_title')}
      </h2>
      <p>{t(`alerts.mail_off_${reason}`, { email })}</p>
      <button type="button" className="btn btn-warning btn-sm" onClick={() => resume.mutate()} disabled={resume.isPending}>
        {t('alerts.mail_off_cta')}
      </button>
      <ApiErrorAlert error={resume.error} className="mt-3 mb-0" />
    </section>
  );
}
