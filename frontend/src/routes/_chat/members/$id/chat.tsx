import { createFileRoute } from '@tanstack/react-router';
import { MemberChat } from '../../../../chats/member-chat';

interface ChatSearch {
  /** Opened from the member page's gift button: the gift picker shows first. */
  gift?: true;
}

export const Route = createFileRoute('/_chat/members/$id/chat')({
  validateSearch: (search: Record<string, unknown>): ChatSearch => (search.gift === true || search.gift === '1' || search.gift === 1 ? { gift: true } : {}),
  component: () => <MemberChat id={Route.useParams().id} openGifts={Route.useSearch().gift === true} />,
});
