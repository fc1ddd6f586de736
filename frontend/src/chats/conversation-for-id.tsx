import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { errorKey } from '../member-page/member-page-rules';
import { ChatsScreen } from './chats-screen';
import { chatsQuery } from './chats-query';
import { ConversationView } from './conversation-view';
import { useConversationPartner } from './use-conversation-partner';

/** /chats/$id: the list with that conversation open; its partner comes from the list or the first page of messages. */
export function ConversationForId({ conversationId }: { conversationId: number }) {
  const chats = useQuery(chatsQuery());
  const item = chats.data?.chats.find((chat) => chat.conversation.id === conversationId) ?? null;
  const partner = useConversationPartner(conversationId, item === null && !chats.isPending);
  const partnerId = item?.profile.id ?? partner.data?.profile.id ?? null;
  return (
    <ChatsScreen activeConversationId={conversationId}>
      {partnerId === null ? (
        <ConversationPlaceholder error={partner.isError ? partner.error : null} />
      ) : (
        <ConversationView
          key={conversationId}
          partnerId={partnerId}
          partner={item?.profile ?? partner.data?.profile ?? null}
          conversationId={conversationId}
          knownLastSeq={item?.conversation.last_seq ?? partner.data?.conversation.last_seq ?? null}
        />
      )}
    </ChatsScreen>
  );
}

/** Loading, or why the conversation cannot be shown (removed, blocked, gone). */
function ConversationPlaceholder({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return <div className="conversation" aria-busy="true" />;
  const blocked = isApiError(error) && error.code === 'blocked_by_member';
  return (
    <div className="conversation conversation--problem" data-testid={blocked ? 'conversation-no-access' : 'conversation-failed'}>
      <div className="alert m-3 alert-secondary" role="alert">
        <p>{blocked ? t('chat.no_access_body') : t(errorKey(error))}</p>
        <Link to="/chats" className="alert-link">
          {t('chat.back')}
        </Link>
      </div>
    </div>
  );
}
