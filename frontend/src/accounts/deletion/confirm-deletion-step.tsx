import { ACCOUNT_DELETION_UNDO_DAYS } from '@amoretto/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

interface Props {
  onConfirm: () => void;
  onCancel: () => void;
  deleting: boolean;
}

/** The last question when no stay offer is made. */
export function ConfirmDeletionStep({ onConfirm, onCancel, deleting }: Props) {
  const { t } = useTranslation();
  return (
    <div data-testid="confirm-deletion">
      <h3 className="h5" tabIndex={-1} data-step-heading>
        {t('account_deletion.confirm_title')}
      </h3>
      <p>{t('account_deletion.confirm_text', { days: ACCOUNT_DELETION_UNDO_DAYS })}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="danger" disabled={deleting} onClick={onConfirm}>
          {t('account_deletion.confirm_button')}
        </Button>
        <Button variant="outline-secondary" disabled={deleting} onClick={onCancel}>
          {t('account_deletion.cancel')}
        </Button>
      </div>
    </div>
  );
}
