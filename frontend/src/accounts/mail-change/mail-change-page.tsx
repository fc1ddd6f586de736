import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { useAuth } from '../../auth/use-auth';
import { usePageTitle } from '../../layout/use-page-title';
import { NarrowPage } from '../common/narrow-page';
import { StatusIcon } from '../../ui/status-icon';
import { mailChangeQuery } from './mail-change-query';

/** /mail-change/do?token=: confirms the new address and says how it went. */
export function MailChangePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { loggedIn } = useAuth();
  const confirm = useQuery(mailChangeQuery(token));
  usePageTitle(t('mail_change.title'));

  // Logged in here: the top bar and settings should show the new address at once.
  useEffect(() => {
    if (confirm.data && loggedIn) queryClient.setQueryData(queryKeys.user, confirm.data);
  }, [confirm.data, loggedIn, queryClient]);

  const next = loggedIn ? (
    <Link to="/settings/account" className="btn btn-primary w-100">
      {t('mail_change.to_settings')}
    </Link>
  ) : (
    <Link to="/login" className="btn btn-primary w-100">
      {t('activation.done_login')}
    </Link>
  );

  if (token && confirm.isPending) {
    return (
      <NarrowPage title={t('mail_change.title')}>
        <div className="text-center py-3" role="status">
          <Spinner animation="border" variant="primary" />
          <p className="mt-3 mb-0">{t('mail_change.confirming')}</p>
        </div>
      </NarrowPage>
    );
  }

  if (confirm.data) {
    return (
      <NarrowPage
        title={t('mail_change.done_title')}
        icon={<StatusIcon kind="success" />}
        intro={<p>{t('mail_change.done_body', { email: confirm.data.email })}</p>}
      >
        {next}
      </NarrowPage>
    );
  }

  const message = isApiError(confirm.error) ? confirm.error.message : t('errors.link_invalid');
  return (
    <NarrowPage title={t('mail_change.error_title')} icon={<StatusIcon kind="error" />} intro={<p>{message}</p>}>
      {next}
    </NarrowPage>
  );
}
