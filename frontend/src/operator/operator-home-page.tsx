import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { OPERATOR_QUEUES_PATH, type OperatorView } from '@amoretto/shared';
import { operatorLogout } from './operator-api';
import { OPERATOR_TEXTS as T } from './operator-texts';
import { SiteLanguageAlert } from './site-language-alert';
import { OPERATOR_QUERY_KEY } from './operator-query';
import { areasFor } from './console-areas';
import { ConsoleCounts } from './console-counts';

/**
 * The console's home: who is logged in, until when, and what there is. Today the queue
 * dashboard (admins); the console's work areas join it here.
 */
export function OperatorHomePage({ operator, onLoggedOut }: { operator: OperatorView; onLoggedOut: () => void }) {
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: operatorLogout,
    onSuccess: () => {
      queryClient.setQueryData(OPERATOR_QUERY_KEY, null);
      onLoggedOut();
    },
  });
  const until = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(new Date(operator.session_expires_at));
  return (
    <div lang="en">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-4">
        <div>
          <h1 className="h3 mb-1">{T.consoleTitle}</h1>
          <p className="mb-0">{T.signedInAs(operator.name, operator.role)}</p>
          <p className="small text-body-secondary mb-0">{T.sessionUntil(until)}</p>
        </div>
        <Button variant="outline-secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {T.logout}
        </Button>
      </div>
      <SiteLanguageAlert error={logout.error} />
      <ConsoleCounts role={operator.role} />
      <ul className="list-unstyled">
        {areasFor(operator.role).map((area) => (
          <li key={area.path} className="card mb-3">
            <div className="card-body">
              <h2 className="h5 card-title">
                {/* Areas are routes of the console's own app; a plain link keeps this file free of route typing. */}
                <a href={area.path}>{area.title}</a>
              </h2>
              <p className="card-text mb-0">{area.hint}</p>
            </div>
          </li>
        ))}
        <li className="card mb-3">
          <div className="card-body">
            <h2 className="h5 card-title">
              {/* A page of the workers behind the site's proxy: a real link, not a route of the app. */}
              {operator.role === 'admin' ? <a href={OPERATOR_QUEUES_PATH}>{T.queuesLink}</a> : T.queuesLink}
            </h2>
            <p className="card-text mb-0">{operator.role === 'admin' ? T.queuesHint : T.queuesAdminOnly}</p>
          </div>
        </li>
      </ul>
    </div>
  );
}
