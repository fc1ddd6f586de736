import type { ModerationMemberRef } from '@amoretto/shared';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MODERATION_TEXTS as T } from './moderation-texts';
import { useModerationDecision } from './use-moderation-decision';

/** Warn, disable (after a confirmation) or restore one member, with an optional note for their mail. */
export function MemberDecisions({ member }: { member: Pick<ModerationMemberRef, 'id' | 'name' | 'profile_status'> }) {
  const id = useId();
  const [note, setNote] = useState('');
  const decision = useModerationDecision();
  const send = (kind: 'warn' | 'disable' | 'restore') => {
    if (kind === 'disable' && !window.confirm(T.confirmDisable(member.name))) return;
    decision.mutate({ kind: 'member', memberId: member.id, decision: kind, note }, { onSuccess: () => setNote('') });
  };
  return (
    <div className="mt-2" data-testid="member-decisions" data-member={member.id}>
      <Form.Group controlId={`${id}-note`} className="mb-2">
        <Form.Label className="small mb-1">{T.noteLabel}</Form.Label>
        <Form.Control size="sm" value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-dark" disabled={decision.isPending} onClick={() => send('warn')} data-testid="moderation-warn">
          {T.warn}
        </Button>
        {member.profile_status === 'disabled' ? (
          <Button
            size="sm"
            variant="outline-success"
            disabled={decision.isPending}
            onClick={() => send('restore')}
            data-testid="moderation-restore"
          >
            {T.restore}
          </Button>
        ) : (
          <Button size="sm" variant="danger" disabled={decision.isPending} onClick={() => send('disable')} data-testid="moderation-disable">
            {T.disable}
          </Button>
        )}
      </div>
      {decision.isError ? (
        <p className="text-danger small mb-0 mt-1" role="alert">
          {T.failed}
        </p>
      ) : null}
      {decision.isSuccess ? (
        <p className="text-success small mb-0 mt-1" role="status">
          {T.done}
        </p>
      ) : null}
    </div>
  );
}
