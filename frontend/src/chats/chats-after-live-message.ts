import type { ChatMessage, ChatsResponse } from '@amoretto/shared';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { fetchChats } from './chats-api';
import { chatsAfterMessage } from './conversation-rules';

/**
 * Writes a message the member sent or received into the cached chats list. The list is asked for
 * again when it lacks the conversation, and when a request for it was under way: that one may have
 * been answered before the message was stored, and would land after it without it. The new request
 * goes past the browser's kept answer: the server answers an unchanged tag 304, and the list's tag
 * moves only once the workers hear of the message, which can be after the page has (docs/decisions.md,
 * "The polled endpoints").
 */
export async function chatsAfterLiveMessage(
  queryClient: QueryClient,
  message: ChatMessage,
  viewerId: number,
  fetchList: typeof fetchChats = fetchChats,
): Promise<void> {
  const key = queryKeys.member.chats;
  if (!queryClient.getQueryData(key)) return;
  const underWay = queryClient.isFetching({ queryKey: key }) > 0;
  if (underWay) await queryClient.cancelQueries({ queryKey: key });
  const chats = queryClient.getQueryData<ChatsResponse>(key);
  if (!chats) return;
  const next = chatsAfterMessage(chats, message, viewerId);
  if (next.known) queryClient.setQueryData(key, next.chats);
  if (next.known && !underWay) return;
  // A failure leaves the list as it is until the periodic refresh.
  await queryClient.fetchQuery({ queryKey: key, queryFn: ({ signal }) => fetchList(signal, true), staleTime: 0 }).catch(() => undefined);
}
