import type { FictionalConversationView } from '@amoretto/shared';
import { formatConsoleTime } from '../format-console-time';
import { FICTIONAL_TEXTS as T } from './fictional-texts';

/** The conversation as the agent reads it: the member's messages left, the profile's right with who wrote them. */
export function AgentMessageList({ view }: { view: FictionalConversationView }) {
  if (view.messages.length === 0) return <p>{T.noMessages}</p>;
  return (
    <ol className="list-unstyled mb-0" data-testid="agent-messages">
      {view.messages.map((message) => {
        const fromProfile = message.sender_id === view.fictional.id;
        return (
          <li key={message.id} className={`d-flex mb-2 ${fromProfile ? 'justify-content-end' : ''}`} data-testid="agent-message">
            <div
              className={`rounded px-3 py-2 text-break ${fromProfile ? 'bg-primary-subtle' : 'bg-body-secondary'}`}
              style={{ maxWidth: '85%', whiteSpace: 'pre-wrap' }}
            >
              <span className="visually-hidden">{fromProfile ? view.fictional.name : view.member.name}: </span>
              {message.kind === 'text' ? message.body : `[${message.kind}]`}
              <div className="small mt-1">
                {formatConsoleTime(message.created_at)}
                {fromProfile && message.agent_name ? ` · ${T.writtenBy(message.agent_name)}` : null}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
