import { DELETE_REASONS, DELETE_REMARKS_MAX_LENGTH, type DeleteReason } from '@amoretto/shared';
import type { ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../ui/server-field-errors';
import { PasswordInput } from '../common/password-input';
import type { DeletionDraft, DeletionField } from './deletion-form-rules';

interface Props {
  draft: DeletionDraft;
  errors: FieldErrors<DeletionField>;
  onChange: (draft: DeletionDraft) => void;
}

/** The reason (one of seven), the member's own words about it, and the password that confirms it is them. */
export function DeletionReasonFields({ draft, errors, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="mb-3" aria-describedby={errors.reason ? 'delete-reason-error' : undefined}>
        <legend className="form-label fs-6 fw-semibold">{t('account_deletion.reason_legend')}</legend>
        {DELETE_REASONS.map((reason: DeleteReason) => (
          <Form.Check
            key={reason}
            type="radio"
            id={`delete-reason-${reason}`}
            name="delete-reason"
            label={t(`account_deletion.reasons.${reason}`)}
            checked={draft.reason === reason}
            isInvalid={Boolean(errors.reason)}
            onChange={() => onChange({ ...draft, reason })}
          />
        ))}
        {errors.reason ? (
          <div id="delete-reason-error" className="invalid-feedback d-block" role="alert">
            {errors.reason}
          </div>
        ) : null}
      </fieldset>
      <Form.Group className="mb-3">
        <Form.Label htmlFor="delete-remarks">{t('account_deletion.remarks_label')}</Form.Label>
        <Form.Control
          as="textarea"
          id="delete-remarks"
          rows={3}
          maxLength={DELETE_REMARKS_MAX_LENGTH}
          value={draft.remarks}
          isInvalid={Boolean(errors.remarks)}
          aria-describedby="delete-remarks-count"
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange({ ...draft, remarks: event.target.value })}
        />
        <Form.Text id="delete-remarks-count" muted>
          {t('account_deletion.remarks_count', { count: draft.remarks.length, max: DELETE_REMARKS_MAX_LENGTH })}
        </Form.Text>
        {errors.remarks ? <div className="invalid-feedback d-block">{errors.remarks}</div> : null}
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Label htmlFor="delete-password">{t('account_deletion.password_label')}</Form.Label>
        <PasswordInput
          id="delete-password"
          value={draft.password}
          onChange={(password) => onChange({ ...draft, password })}
          autoComplete="current-password"
          error={errors.password}
          describedBy="delete-password-help"
        />
        <Form.Text id="delete-password-help" muted>
          {t('account_deletion.password_help')}
        </Form.Text>
      </Form.Group>
    </>
  );
}
