import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ConsoleQueryState } from '../console-query-state';
import { AgentMessageList } from './agent-message-list';
import { AgentProfileCard } from './agent-profile-card';
import { fictionalConversationQuery } from './fictional-api';
import { FictionalAnswerForm } from './fictional-answer-form';
import { FICTIONAL_TEXTS as T } from './fictional-texts';
import { MemberNoteForm } from './member-note-form';

/** One conversation: what the member wrote, who they are, the agents' note, and the answer as the profile. */
export function FictionalConversationPage({ conversationId }: { conversationId: number }) {
  const conversation = useQuery(fictionalConversationQuery(conversationId));
  const view = conversation.data;
  return (
    <div lang="en">
      <nav className="small mb-3">
        <Link to="/operator/fictional">{T.backToQueue}</Link>
      </nav>
      <ConsoleQueryState
        isPending={conversation.isPending}
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
        texts={T}
      >
        {view ? (
          <div className="row g-4">
            <div className="col-lg-7">
              <h1 className="h4">
                {view.member.name} → {view.fictional.name}
              </h1>
              <section className="card mb-3" aria-label={T.conversationTitle}>
                <div className="card-body">
                  <AgentMessageList view={view} />
                </div>
              </section>
              {view.waiting ? null : <p className="small text-body-secondary">{T.answered}</p>}
              <FictionalAnswerForm conversationId={conversationId} profileName={view.fictional.name} />
            </div>
            <div className="col-lg-5">
              <AgentProfileCard title={T.memberTitle} profile={view.member} testId="agent-member-card" />
              <MemberNoteForm key={view.member.id} memberId={view.member.id} note={view.note} />
              <AgentProfileCard title={T.profileTitle} profile={view.fictional} testId="agent-fictional-card" />
            </div>
          </div>
        ) : null}
      </ConsoleQueryState>
    </div>
  );
}
