import { ACCOUNT_DELETION_UNDO_DAYS } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../layout/use-page-title';
import { NarrowPage } from '../common/narrow-page';
import { StatusIcon } from '../../ui/status-icon';

/** /account-deleted (docs/product.md#leaving): what happened, how to undo it, and when it becomes final. */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  usePageTitle(t('account_deletion.deleted_title'));
  return (
    <NarrowPage
      title={t('account_deletion.deleted_title')}
      icon={<StatusIcon kind="success" />}
      intro={<p>{t('account_deletion.deleted_text')}</p>}
    >
      <p>{t('account_deletion.deleted_undo', { days: ACCOUNT_DELETION_UNDO_DAYS })}</p>
      <p className="text-body-secondary small">{t('account_deletion.deleted_purge', { days: ACCOUNT_DELETION_UNDO_DAYS })}</p>
      <Link to="/" className="btn btn-primary w-100" data-testid="account-deleted-home">
        {t('account_deletion.deleted_home')}
      </Link>
    </NarrowPage>
  );
}
