import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../../../api/load-query';
import { chatsQuery } from '../../../chats/chats-query';
import { ConversationForId } from '../../../chats/conversation-for-id';
import { idParams } from '../../../router-params';

export const Route = createFileRoute('/_chat/chats/$id')({
  params: idParams,
  // The list names the conversation's partner and its last message.
  loader: ({ context: { queryClient } }) => loadQuery(queryClient, chatsQuery()),
  // Before the list arrives the screen shows its skeletons.
  pendingComponent: ConversationRoute,
  component: ConversationRoute,
});

function ConversationRoute() {
  return <ConversationForId conversationId={Route.useParams().id} />;
}
