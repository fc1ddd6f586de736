import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../../../api/load-query';
import { ChatsScreen } from '../../../chats/chats-screen';
import { chatsQuery } from '../../../chats/chats-query';

export const Route = createFileRoute('/_chat/chats/')({
  loader: ({ context: { queryClient } }) => loadQuery(queryClient, chatsQuery()),
  // Before the list arrives the screen shows its skeleton.
  pendingComponent: ChatsScreen,
  component: ChatsScreen,
});
