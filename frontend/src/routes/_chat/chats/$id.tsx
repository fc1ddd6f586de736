import { createFileRoute } from '@tanstack/react-router';
import { ConversationForId } from '../../../chats/conversation-for-id';

export const Route = createFileRoute('/_chat/chats/$id')({
  component: () => <ConversationForId id={Route.useParams().id} />,
});
