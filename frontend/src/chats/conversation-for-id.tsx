import { useQuery } from '@tanstack/react-query';
import { NotFoundPage } from '../errors/not-found-page';
import { parseMemberId } from '../member-page/member-id';
import { ChatsScreen } from './chats-screen';
import { chatsQuery } from './chats-query';
import { ConversationView } from './conversation-view';
import { useConversationPartner } from './use-conversation-partner';

/** /chats/$id: the list with that conversation open; its partner comes from the list or the first page of messages. */
export function ConversationForId({ id }: { id: string }) {
  // Conversation ids are int4 like member ids; the same parse applies.
  const conversationId = parseMemberId(id);
  const chats = useQuery(chatsQuery());
  const item = chats.data?.chats.find((chat) => chat.conversation.id === conversationId) ?? null;
  const partner = useConversationPartner(conversationId, item === null && !chats.isPending);
  if (conversationId === null) return <NotFoundPage />;
  const partnerId = item?.profile.id ?? partner.data?.profile.id ?? null;
  return (
    <ChatsScreen activeConversationId={conversationId}>
      {partnerId === null ? (
        <ConversationPlaceholder failed={partner.isError} />
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

function ConversationPlaceholder({ failed }: { failed: boolean }) {
  return failed ? <NotFoundPage /> : <div className="conversation" aria-busy="true" />;
}
