import { DELETE_REMARKS_MAX_LENGTH, type DeleteReason } from '@amoretto/shared';

export type DeletionField = 'reason' | 'remarks' | 'password';

export interface DeletionDraft {
  reason: DeleteReason | null;
  remarks: string;
  password: string;
}

/** Which fields keep the form from going on (the same limits the server holds). */
export function deletionDraftProblems(draft: DeletionDraft): DeletionField[] {
  const problems: DeletionField[] = [];
  if (draft.reason === null) problems.push('reason');
  if (draft.remarks.length > DELETE_REMARKS_MAX_LENGTH) problems.push('remarks');
  if (draft.password === '') problems.push('password');
  return problems;
}

/** After the form: the stay offer when the company makes one, else the last confirmation. */
export function stepAfterForm(stayOffer: { value_percentage: number } | null | undefined): 'offer' | 'confirm' {
  return stayOffer ? 'offer' : 'confirm';
}
