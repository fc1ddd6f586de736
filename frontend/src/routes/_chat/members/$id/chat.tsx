import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../../../../api/load-query';
import { chatsQuery } from '../../../../chats/chats-query';
import { MemberChat } from '../../../../chats/member-chat';
import { idParams } from '../../../../router-params';

interface ChatSearch {
  /** Opened from the member page's gift button: the gift picker shows first. */
  gift?: true;
}

export const Route = createFileRoute('/_chat/members/$id/chat')({
  params: idParams,
  validateSearch: (search: Record<string, unknown>): ChatSearch =>
    search.gift === true || search.gift === '1' || search.gift === 1 ? { gift: true } : {},
  // The list holds the conversation with this member, if there is one.
  loader: ({ context: { queryClient } }) => loadQuery(queryClient, chatsQuery()),
  // Before the list arrives the screen shows its skeletons.
  pendingComponent: MemberChatRoute,
  component: MemberChatRoute,
});

function MemberChatRoute() {
  return <MemberChat memberId={Route.useParams().id} openGifts={Route.useSearch().gift === true} />;
}
