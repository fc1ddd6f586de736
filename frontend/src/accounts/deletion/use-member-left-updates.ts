import type { SearchResponse } from '@amoretto/shared';
import { useQueryClient } from '@tanstack/react-query';
import { memberPageIdOf, queryKeys } from '../../api/query-keys';
import { useServerEvent } from '../../realtime/use-server-event';
import { withoutMember } from './member-left-rules';

/**
 * Mounted once for a logged-in member (layout/member-services.tsx). A member this one knows deleted
 * their account (`member.left`, docs/product.md#leaving): cached search results drop the card at
 * once; chats, likes, the conversation and that member's page are asked again (the server no
 * longer lists them; their page answers 404).
 */
export function useMemberLeftUpdates(): void {
  const queryClient = useQueryClient();
  useServerEvent('member.left', ({ profile_id: gone }) => {
    queryClient.setQueriesData<SearchResponse>({ queryKey: [...queryKeys.member.all, 'search'] }, (data) => withoutMember(data, gone));
    void queryClient.invalidateQueries({ queryKey: queryKeys.member.chats });
    void queryClient.invalidateQueries({ queryKey: queryKeys.member.likes.all });
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.member.all, 'likes-older'] });
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.member.all, 'chat-partner'] });
    void queryClient.invalidateQueries({ predicate: (query) => memberPageIdOf(query.queryKey) === gone });
  });
}
