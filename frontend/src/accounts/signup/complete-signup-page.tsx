import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/use-auth';
import { usePageTitle } from '../../layout/use-page-title';
import { ResendActivationButton } from '../activation/resend-activation-button';
import { NarrowPage } from '../common/narrow-page';
import { MailIcon } from '../common/mail-icon';

/** The completion step (docs/product.md#accounts): confirm the email address the activation link went to. */
export function CompleteSignupPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t('complete_signup.title'));
  if (!user) return null;
  const confirmed = user.status !== 'not_confirmed';
  return (
    <NarrowPage title={confirmed ? t('complete_signup.confirmed_title') : t('complete_signup.title')} icon={<MailIcon />}>
      {confirmed ? (
        <p>{t('complete_signup.confirmed_body')}</p>
      ) : (
        <>
          <p data-testid="complete-signup-email">
            <Trans i18nKey="complete_signup.body" values={{ email: user.email }} components={{ strong: <strong /> }} />
          </p>
          <p className="text-body-secondary small">{t('complete_signup.spam_hint')}</p>
          <ResendActivationButton className="d-block mb-3" />
        </>
      )}
      <Link to="/members" className="btn btn-primary w-100">
        {t('complete_signup.to_members')}
      </Link>
    </NarrowPage>
  );
}
