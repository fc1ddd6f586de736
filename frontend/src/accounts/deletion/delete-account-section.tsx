import { ACCOUNT_DELETION_UNDO_DAYS } from '@amoretto/shared';
import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_EXPORT_URL } from './account-deletion-api';

// Most members never open it: the form loads when they do.
const DeleteAccountFlow = lazy(() => import('./delete-account-flow').then((m) => ({ default: m.DeleteAccountFlow })));

/** Account settings: the data export, then the way to delete the account (docs/product.md#leaving). */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="settings-section delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="settings-section__title">
        {t('account_deletion.section_title')}
      </h2>
      <h3 className="h6">{t('account_deletion.export_title')}</h3>
      <p>{t('account_deletion.export_text')}</p>
      <a className="btn btn-outline-secondary mb-4" href={ACCOUNT_EXPORT_URL} download data-testid="account-export">
        {t('account_deletion.export_button')}
      </a>
      <p>{t('account_deletion.intro', { days: ACCOUNT_DELETION_UNDO_DAYS })}</p>
      {open ? (
        <Suspense fallback={null}>
          <DeleteAccountFlow onCancel={() => setOpen(false)} />
        </Suspense>
      ) : (
        <Button variant="outline-danger" onClick={() => setOpen(true)} data-testid="delete-account-start">
          {t('account_deletion.start')}
        </Button>
      )}
    </section>
  );
}
