import { createFileRoute } from '@tanstack/react-router';
import { ChatsScreen } from '../../../chats/chats-screen';

export const Route = createFileRoute('/_chat/chats/')({
  component: () => <ChatsScreen />,
});
