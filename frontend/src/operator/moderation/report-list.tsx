import type { ModerationReport } from '@amoretto/shared';
import Button from 'react-bootstrap/Button';
import { formatConsoleTime } from '../format-console-time';
import { MemberDecisions } from './member-decisions';
import { MODERATION_TEXTS as T } from './moderation-texts';
import { useModerationDecision } from './use-moderation-decision';

/** Open reports, oldest first: the reported member with what can be done to them, then uphold or dismiss. */
export function ReportList({ reports }: { reports: ModerationReport[] }) {
  const decision = useModerationDecision();
  if (reports.length === 0) return <p data-testid="moderation-reports-empty">{T.reportsEmpty}</p>;
  return (
    <ol className="list-unstyled" data-testid="moderation-reports">
      {reports.map((report) => (
        <li key={report.id} className="card mb-2" data-testid="moderation-report" data-reported={report.reported.id}>
          <div className="card-body text-break">
            <p className="mb-1">
              <span className="badge text-bg-danger me-2">{T.reasons[report.reason]}</span>
              <span className="small text-body-secondary">{formatConsoleTime(report.created_at)}</span>
            </p>
            <p className="mb-1">
              <strong>{T.reported}:</strong> {T.memberLine(report.reported.name, report.reported.id, report.reported.email)}
              {report.reported.profile_status === 'disabled' ? <span className="badge text-bg-secondary ms-2">{T.disabled}</span> : null}
            </p>
            <p className="mb-1 small">
              {T.reporter} {T.memberLine(report.reporter.name, report.reporter.id, report.reporter.email)}
              {report.conversation_id ? ` · ${T.conversation(report.conversation_id)}` : ''}
            </p>
            <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
              {report.text || <span className="text-body-secondary">{T.noText}</span>}
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="primary"
                disabled={decision.isPending}
                onClick={() => decision.mutate({ kind: 'report', id: report.id, decision: 'upheld' })}
                data-testid="report-uphold"
              >
                {T.uphold}
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={decision.isPending}
                onClick={() => decision.mutate({ kind: 'report', id: report.id, decision: 'dismissed' })}
                data-testid="report-dismiss"
              >
                {T.dismiss}
              </Button>
            </div>
            <MemberDecisions member={report.reported} />
          </div>
        </li>
      ))}
    </ol>
  );
}
