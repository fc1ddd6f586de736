import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConsoleQueryState } from '../console-query-state';
import { formatConsoleTime } from '../format-console-time';
import { supportSearchQuery } from './support-api';
import { SUPPORT_TEXTS as T } from './support-texts';

/** Support's search (docs/product.md#operator-support): the query lives in the address, so back comes back to it. */
export function SupportSearchPage({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const results = useQuery(supportSearchQuery(q));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onSearch(text.trim());
  };
  return (
    <div lang="en">
      <nav className="small mb-3">
        <a href="/operator/">{T.home}</a>
      </nav>
      <h1 className="h3">{T.title}</h1>
      <Form onSubmit={submit} className="mb-4" role="search">
        <Form.Label htmlFor="support-q">{T.searchLabel}</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            id="support-q"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={254}
            aria-describedby="support-q-hint"
          />
          <Button type="submit">{T.search}</Button>
        </div>
        <Form.Text id="support-q-hint">{T.searchHint}</Form.Text>
      </Form>
      {q ? (
        <ConsoleQueryState isPending={results.isPending} error={results.error} onRetry={() => void results.refetch()} texts={T}>
          {results.data?.members.length === 0 ? (
            <p>{T.noResults}</p>
          ) : (
            <>
              <p className="small text-body-secondary" role="status">
                {T.results(results.data?.members.length ?? 0)}
              </p>
              <ul className="list-unstyled" data-testid="support-results">
                {results.data?.members.map((member) => (
                  <li key={member.id} className="card mb-2">
                    <div className="card-body py-2">
                      <a href={`/operator/support/${member.id}`} className="fw-semibold">
                        #{member.id} {member.name}
                      </a>
                      <div className="small text-break">{member.email}</div>
                      <div className="small text-body-secondary">
                        {member.status} · {member.site ?? '—'} · {member.country} · {formatConsoleTime(member.signup_date)}
                        {member.fictional ? ` · ${T.fictional}` : ''}
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </ConsoleQueryState>
      ) : null}
    </div>
  );
}
