import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { fetchMessages } from './chats-api';

/**
 * A conversation that is not in the list (removed by the viewer, or the list is older):
 * one message page names the partner and the last seq.
 */
export function useConversationPartner(conversationId: number | null, needed: boolean) {
  return useQuery({
    queryKey: queryKeys.member.chatPartner(conversationId),
    queryFn: ({ signal }) => fetchMessages(conversationId!, { after_seq: 0, limit: 1 }, signal),
    enabled: needed && conversationId !== null,
    retry: false,
    staleTime: 60_000,
  });
}
