import { Link } from '@tanstack/react-router';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { requestLoginLink } from '../api/login-link-api';
import { EmailRequestForm } from '../accounts/common/email-request-form';
import { NarrowPage } from '../accounts/common/narrow-page';

/** A used, expired or unknown login link: why, and a way to get a new one. */
export function LoginLinkInvalid() {
  const { t } = useTranslation();
  return (
    <NarrowPage title={t('login_link.invalid_title')}>
      <Alert variant="warning" data-testid="login-link-invalid">
        {t('login_link.invalid_text')}
      </Alert>
      <EmailRequestForm
        id="login-link-email"
        request={requestLoginLink}
        submitLabel={t('login_link.request_button')}
        sentText={(email) => t('login_link.sent', { email })}
        sentTestId="login-link-sent"
        intro={<p>{t('login_link.request_intro')}</p>}
      />
      <p className="text-center mt-4 mb-0">
        <Link to="/login">{t('login_link.to_login')}</Link>
      </p>
    </NarrowPage>
  );
}
