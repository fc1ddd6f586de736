import type { ChatMessage, ChatsResponse, User } from '@amoretto/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { USER_QUERY_KEY } from '../auth/user-query';
import { chatsAfterMessage, chatsAfterRead } from './conversation-rules';
import { CHATS_QUERY_KEY } from './chats-query';

/** Writes into the cached chats list and user, so the list and badges follow the open conversation. */
export function useChatsCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** A message the viewer sent or received; an unknown conversation makes the list reload. */
      message(message: ChatMessage, viewerId: number) {
        const chats = queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY);
        if (!chats) return;
        const next = chatsAfterMessage(chats, message, viewerId);
        if (next.known) queryClient.setQueryData(CHATS_QUERY_KEY, next.chats);
        else void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
      },
      read(conversationId: number, total: number) {
        queryClient.setQueryData<ChatsResponse>(CHATS_QUERY_KEY, (chats) => (chats ? chatsAfterRead(chats, conversationId, total) : chats));
      },
      credits(credits: number) {
        queryClient.setQueryData<User | null>(USER_QUERY_KEY, (user) => (user ? { ...user, credits } : user));
      },
      awaitingConfirmation(awaiting: boolean) {
        queryClient.setQueryData<ChatsResponse>(CHATS_QUERY_KEY, (chats) =>
          chats && chats.awaiting_confirmation !== awaiting ? { ...chats, awaiting_confirmation: awaiting } : chats,
        );
      },
    }),
    [queryClient],
  );
}
