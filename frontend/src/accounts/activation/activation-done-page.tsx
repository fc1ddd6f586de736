import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { useAuth } from '../../auth/use-auth';
import { usePageTitle } from '../../layout/use-page-title';
import { NarrowPage } from '../common/narrow-page';
import { StatusIcon } from '../../ui/status-icon';

/** Where the activation link lands (docs/product.md#accounts): welcome, then on to the profile, the members or premium. */
export function ActivationDonePage() {
  const { t } = useTranslation();
  const { user, loggedIn } = useAuth();
  const queryClient = useQueryClient();
  usePageTitle(t('activation.done_title'));

  // The status just changed on the server; the reminder banner must go at once.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  }, [queryClient]);

  return (
    <NarrowPage title={t('activation.done_title')} icon={<StatusIcon kind="success" />} intro={<p>{t('activation.done_body')}</p>}>
      {loggedIn ? (
        <div className="d-grid gap-2">
          <Link to="/members" className="btn btn-primary" data-testid="activation-members">
            {t('activation.done_members')}
          </Link>
          {user?.profile.gender && user.profile.about_me ? null : (
            <Link to="/signup" search={{ step: 2 }} className="btn btn-outline-secondary">
              {t('activation.done_profile')}
            </Link>
          )}
          {user?.paid_user ? null : (
            <Link to="/premium" className="btn btn-outline-primary" data-testid="activation-premium">
              {t('activation.done_premium')}
            </Link>
          )}
          <Link to="/settings/account" className="btn btn-link">
            {t('activation.done_settings')}
          </Link>
        </div>
      ) : (
        <Link to="/login" search={{ redirect: '/members' }} className="btn btn-primary w-100">
          {t('activation.done_login')}
        </Link>
      )}
    </NarrowPage>
  );
}
