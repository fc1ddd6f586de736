import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../api/account-actions-api';
import { usePageTitle } from '../../layout/use-page-title';
import { EmailRequestForm } from '../common/email-request-form';
import { NarrowPage } from '../common/narrow-page';

/** /reset-password: asks for the address; the answer is the same whether an account has it or not. */
export function ResetRequestPage() {
  const { t } = useTranslation();
  usePageTitle(t('password_reset.title'));
  const [sent, setSent] = useState(false);
  return (
    <NarrowPage title={t('password_reset.title')} intro={sent ? undefined : <p>{t('password_reset.intro')}</p>}>
      <EmailRequestForm
        id="reset-email"
        request={requestPasswordReset}
        onSent={() => setSent(true)}
        submitLabel={t('password_reset.submit')}
        sentText={(email) => t('password_reset.sent', { email })}
        sentTestId="reset-sent"
      />
      <p className="text-center mt-4 mb-0">
        <Link to="/login">{t('password_reset.back_to_login')}</Link>
      </p>
    </NarrowPage>
  );
}
