import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../../../api/load-query';
import { chatsQuery } from '../../../chats/chats-query';
import { ConversationForId } from '../../../chats/conversation-for-id';
import { openingMessagesQuery } from '../../../chats/opening-messages-query';
import { idParams } from '../../../router-params';

export const Route = createFileRoute('/_chat/chats/$id')({
  params: idParams,
  // The list names the conversation's partner and its last message. The newest messages are
  // asked for at the same time rather than after it (the server counts them from the last seq),
  // and not waited for here: the screen switches and shows its skeleton at once, and the
  // conversation takes the page when it comes (use-conversation.ts).
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(openingMessagesQuery(params.id));
    return loadQuery(queryClient, chatsQuery());
  },
  // Before the list arrives the screen shows its skeletons.
  pendingComponent: ConversationRoute,
  component: ConversationRoute,
});

function ConversationRoute() {
  return <ConversationForId conversationId={Route.useParams().id} />;
}
