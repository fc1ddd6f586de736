import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/use-auth';
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../site-settings/use-settings';
import { NarrowPage } from '../common/narrow-page';
import { StatusIcon } from '../../ui/status-icon';
import { ResendActivationButton } from './resend-activation-button';

/** The activation link did not work (docs/product.md#accounts): the member is asked to contact support. */
export function ActivationErrorPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { support_email: supportEmail } = useSettings();
  usePageTitle(t('activation.error_title'));
  return (
    <NarrowPage title={t('activation.error_title')} icon={<StatusIcon kind="error" />} intro={<p>{t('activation.error_body')}</p>}>
      {user?.status === 'not_confirmed' ? (
        <ResendActivationButton variant="primary" className="d-block mb-3" label={t('activation.error_resend')} />
      ) : null}
      <p className="mb-3">
        {t('activation.error_support')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      {user ? (
        <Link to="/members" className="btn btn-outline-secondary w-100">
          {t('activation.done_members')}
        </Link>
      ) : (
        <Link to="/login" className="btn btn-outline-secondary w-100">
          {t('activation.done_login')}
        </Link>
      )}
    </NarrowPage>
  );
}
