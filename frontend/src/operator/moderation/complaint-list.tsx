import type { ModerationComplaint } from '@amoretto/shared';
import Button from 'react-bootstrap/Button';
import { formatConsoleTime } from '../format-console-time';
import { MODERATION_TEXTS as T } from './moderation-texts';
import { useModerationDecision } from './use-moderation-decision';

/** Complaints sent from /complaints that nobody has handled yet. */
export function ComplaintList({ complaints }: { complaints: ModerationComplaint[] }) {
  const decision = useModerationDecision();
  if (complaints.length === 0) return <p data-testid="moderation-complaints-empty">{T.complaintsEmpty}</p>;
  return (
    <ol className="list-unstyled" data-testid="moderation-complaints">
      {complaints.map((complaint) => (
        <li key={complaint.id} className="card mb-2">
          <div className="card-body text-break">
            <p className="mb-1">
              <span className="badge text-bg-secondary me-2">{complaint.topic}</span>
              <span className="small text-body-secondary">
                {formatConsoleTime(complaint.created_at)} · {T.complaintFrom(complaint.email, complaint.reference)}
              </span>
            </p>
            {complaint.member_id ? <p className="mb-1 small">{T.namedMember(complaint.member_id)}</p> : null}
            {complaint.conversation_id ? <p className="mb-1 small">{T.conversation(complaint.conversation_id)}</p> : null}
            <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
              {complaint.text}
            </p>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={decision.isPending}
              onClick={() => decision.mutate({ kind: 'complaint', id: complaint.id })}
            >
              {T.close}
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
