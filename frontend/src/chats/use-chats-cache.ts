import type { ChatMessage, ChatsResponse, User } from '@amoretto/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../api/query-keys';
import { chatsAfterLiveMessage } from './chats-after-live-message';
import { chatsAfterRead } from './conversation-rules';

/** Writes into the cached chats list and user, so the list and badges follow the open conversation. */
export function useChatsCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** A message the viewer sent or received (chats-after-live-message.ts: when the list is asked for again). */
      message(message: ChatMessage, viewerId: number) {
        void chatsAfterLiveMessage(queryClient, message, viewerId);
      },
      read(conversationId: number, total: number) {
        queryClient.setQueryData<ChatsResponse>(queryKeys.member.chats, (chats) =>
          chats ? chatsAfterRead(chats, conversationId, total) : chats,
        );
      },
      credits(credits: number) {
        queryClient.setQueryData<User | null>(queryKeys.user, (user) => (user ? { ...user, credits } : user));
      },
      awaitingConfirmation(awaiting: boolean) {
        queryClient.setQueryData<ChatsResponse>(queryKeys.member.chats, (chats) =>
          chats && chats.awaiting_confirmation !== awaiting ? { ...chats, awaiting_confirmation: awaiting } : chats,
        );
      },
    }),
    [queryClient],
  );
}
