import type { ChatsResponse } from '@amoretto/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/query-keys';
import { errorKey } from '../member-page/member-page-rules';
import { removeChat } from './chats-api';
import { chatsWithout } from './conversation-rules';

/**
 * Removing a chat (docs/product.md#chats): off the list at once, then the server is told; if that
 * fails the browser alert names the error and the list is reloaded from the server.
 */
export function useRemoveChat() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (target: { conversationId: number } | { profileId: number }): Promise<boolean> => {
      await queryClient.cancelQueries({ queryKey: queryKeys.member.chats });
      queryClient.setQueryData<ChatsResponse>(queryKeys.member.chats, (chats) => {
        if (!chats) return chats;
        if ('conversationId' in target) return chatsWithout(chats, target.conversationId);
        return chats.chats
          .filter((chat) => chat.profile.id === target.profileId)
          .reduce((list, chat) => chatsWithout(list, chat.conversation.id), chats);
      });
      try {
        const answer = await removeChat(target);
        queryClient.setQueryData<ChatsResponse>(queryKeys.member.chats, (chats) =>
          chats ? { ...chats, num_unread_messages: answer.num_unread_messages } : chats,
        );
        return true;
      } catch (error) {
        window.alert(t(errorKey(error)));
        await queryClient.invalidateQueries({ queryKey: queryKeys.member.chats });
        return false;
      }
    },
    [queryClient, t],
  );
}
