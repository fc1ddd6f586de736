import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { errorKey } from '../member-page/member-page-rules';
import { ChatsScreen } from './chats-screen';
import { chatsQuery } from './chats-query';
import { ConversationView } from './conversation-view';
import { openingMessagesQuery } from './opening-messages-query';
import { useConversationPartner } from './use-conversation-partner';

interface Props {
  conversationId: number;
  /**
   * The route still waits for the chats list (its pending state, shown after a second): skeletons
   * only. The route's component replaces this one when the list is in, and a conversation
   * mounted here would mount again there, drawing its messages twice.
   */
  routePending?: boolean;
}

/**
 * /chats/$id: the list with that conversation open; its partner comes from the list, or from the
 * opening page of messages the route loader asked for (a conversation not in the list), or else
 * from a page of its own.
 */
export function ConversationForId({ conversationId, routePending = false }: Props) {
  const chats = useQuery(chatsQuery());
  // Reads what the loader asked for without asking itself; useConversation takes the messages.
  const opening = useQuery({ ...openingMessagesQuery(conversationId), enabled: false, select: (page) => page.profile });
  const item = chats.data?.chats.find((chat) => chat.conversation.id === conversationId) ?? null;
  const openingCard = routePending ? null : (opening.data ?? null);
  const partner = useConversationPartner(
    conversationId,
    item === null && !chats.isPending && openingCard === null && opening.fetchStatus === 'idle',
  );
  const card = item?.profile ?? openingCard ?? partner.data?.profile ?? null;
  const partnerId = card?.id ?? null;
  return (
    <ChatsScreen activeConversationId={conversationId}>
      {partnerId === null ? (
        <ConversationPlaceholder error={partner.isError ? partner.error : null} />
      ) : (
        <ConversationView
          key={conversationId}
          partnerId={partnerId}
          partner={card}
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
