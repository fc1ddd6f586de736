import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ConsoleQueryState } from '../console-query-state';
import { fictionalQueueQuery } from './fictional-api';
import { FICTIONAL_TEXTS as T } from './fictional-texts';
import { formatConsoleTime } from '../format-console-time';

/** The queue: conversations whose member wrote last, the longest wait first (docs/product.md#fictional-answers). */
export function FictionalQueuePage() {
  const queue = useQuery(fictionalQueueQuery());
  return (
    <div lang="en">
      <nav className="small mb-3">
        <a href="/operator/">{T.home}</a>
      </nav>
      <h1 className="h3">{T.queueTitle}</h1>
      <p className="text-body-secondary">{T.queueIntro}</p>
      <ConsoleQueryState isPending={queue.isPending} error={queue.error} onRetry={() => void queue.refetch()} texts={T}>
        {queue.data && queue.data.items.length === 0 ? <p data-testid="fictional-queue-empty">{T.queueEmpty}</p> : null}
        {queue.data && queue.data.items.length > 0 ? (
          <>
            <p className="small text-body-secondary">{T.queueCount(queue.data.items.length, queue.data.total)}</p>
            <ol className="list-unstyled" data-testid="fictional-queue">
              {queue.data.items.map((item) => (
                <li
                  key={item.conversation_id}
                  className="card mb-2"
                  data-testid="fictional-queue-item"
                  data-conversation={item.conversation_id}
                >
                  <div className="card-body d-flex flex-wrap gap-2 justify-content-between align-items-center">
                    <div className="text-break" style={{ minWidth: 0, flex: '1 1 16rem' }}>
                      <p className="mb-1 fw-semibold">
                        {item.member.name} ({item.member.country}) <span className="fw-normal">{T.asProfile(item.fictional.name)}</span>
                      </p>
                      <p className="mb-1 small text-body-secondary">
                        {T.waitingSince(formatConsoleTime(item.waiting_since), item.waiting_messages)}
                      </p>
                      <p className="mb-0 text-truncate">{item.last_body}</p>
                    </div>
                    <Link
                      to="/operator/fictional/$conversationId"
                      params={{ conversationId: String(item.conversation_id) }}
                      className="btn btn-primary"
                    >
                      {T.open}
                    </Link>
                  </div>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </ConsoleQueryState>
    </div>
  );
}
