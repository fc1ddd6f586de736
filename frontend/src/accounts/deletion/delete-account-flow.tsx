import { DELETE_REMARKS_MAX_LENGTH } from '@amoretto/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { hasErrors, serverFieldErrors, type FieldErrors } from '../../ui/server-field-errors';
import { deleteAccount, deletionInfoQuery } from './account-deletion-api';
import { ConfirmDeletionStep } from './confirm-deletion-step';
import { DeletionReasonFields } from './deletion-reason-fields';
import { deletionDraftProblems, stepAfterForm, type DeletionDraft, type DeletionField } from './deletion-form-rules';
import { StayOfferStep } from './stay-offer-step';
import { useLeaveAfterDeletion } from './use-leave-after-deletion';

type Step = 'form' | 'offer' | 'confirm';

/**
 * The deletion (docs/product.md#leaving): reason, remarks and password; then the stay offer when
 * the company makes one (declining deletes), else one last confirmation; then /account-deleted.
 */
export function DeleteAccountFlow({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const info = useQuery(deletionInfoQuery());
  const [draft, setDraft] = useState<DeletionDraft>({ reason: null, remarks: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<DeletionField>>({});
  const [step, setStep] = useState<Step>('form');
  const leave = useLeaveAfterDeletion();
  const hints: FieldErrors<DeletionField> = {
    reason: t('account_deletion.reason_required'),
    remarks: t('account_deletion.remarks_count', { count: draft.remarks.length, max: DELETE_REMARKS_MAX_LENGTH }),
    password: t('forms.password_required'),
  };
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: leave,
    onError: (error) => {
      // A wrong password (or a refused field) goes back to the form, next to its field.
      const fields = serverFieldErrors<DeletionField>(error, { wrong_password: 'password', password_check_locked: 'password' }, hints);
      if (fields && hasErrors(fields)) {
        setErrors(fields);
        setStep('form');
      }
    },
  });
  const container = useRef<HTMLDivElement>(null);

  // Each step's heading takes the focus, so screen readers follow the change of step.
  useEffect(() => {
    if (step !== 'form') container.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = deletionDraftProblems(draft);
    setErrors(Object.fromEntries(problems.map((field) => [field, hints[field]])));
    if (problems.length === 0) setStep(stepAfterForm(info.data?.stay_offer));
  };
  // A field the member changes loses its error; the others keep theirs until the next try.
  const update = (next: DeletionDraft) => {
    setErrors((current) => {
      const kept = { ...current };
      for (const field of ['reason', 'remarks', 'password'] as const) if (next[field] !== draft[field]) delete kept[field];
      return kept;
    });
    setDraft(next);
  };
  const submitDeletion = () => remove.mutate({ reason: draft.reason!, remarks: draft.remarks, password: draft.password });
  const fieldError = hasErrors(errors);

  return (
    <div ref={container} className="delete-account__flow" aria-busy={remove.isPending}>
      {remove.error && !fieldError ? <ApiErrorAlert error={remove.error} /> : null}
      {step === 'form' ? (
        <Form noValidate onSubmit={onSubmit} data-testid="delete-account-form">
          <DeletionReasonFields draft={draft} errors={errors} onChange={update} />
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={info.isPending}>
              {t('account_deletion.next')}
            </Button>
            <Button variant="outline-secondary" onClick={onCancel}>
              {t('account_deletion.cancel')}
            </Button>
          </div>
        </Form>
      ) : null}
      {step === 'offer' && info.data?.stay_offer ? (
        <StayOfferStep percentage={info.data.stay_offer.value_percentage} onDecline={submitDeletion} deleting={remove.isPending} />
      ) : null}
      {step === 'confirm' ? <ConfirmDeletionStep onConfirm={submitDeletion} onCancel={onCancel} deleting={remove.isPending} /> : null}
    </div>
  );
}
