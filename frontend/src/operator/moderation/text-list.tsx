import type { ModerationText } from '@amoretto/shared';
import Button from 'react-bootstrap/Button';
import { formatConsoleTime } from '../format-console-time';
import { MODERATION_TEXTS as T } from './moderation-texts';
import { useModerationDecision } from './use-moderation-decision';

/** Profile texts written or changed since the last review: approve, or hide from everyone but the owner. */
export function TextList({ texts }: { texts: ModerationText[] }) {
  const decision = useModerationDecision();
  if (texts.length === 0) return <p data-testid="moderation-texts-empty">{T.textsEmpty}</p>;
  return (
    <ol className="list-unstyled" data-testid="moderation-texts">
      {texts.map((text) => (
        <li key={text.member.id} className="card mb-2">
          <div className="card-body text-break">
            <p className="mb-1 small">
              {T.memberLine(text.member.name, text.member.id, text.member.email)}
              {text.changed_at ? ` · ${formatConsoleTime(text.changed_at)}` : ''}
            </p>
            <blockquote className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
              {text.about_me}
            </blockquote>
            <div className="d-flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline-success"
                disabled={decision.isPending}
                onClick={() => decision.mutate({ kind: 'text', memberId: text.member.id, decision: 'approve' })}
              >
                {T.approve}
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={decision.isPending}
                onClick={() => decision.mutate({ kind: 'text', memberId: text.member.id, decision: 'hide' })}
              >
                {T.hide}
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
