import { useAuth } from '../auth/use-auth';
import { useServerEvent } from '../realtime/use-server-event';
import { useChatsCache } from './use-chats-cache';

/**
 * Keeps the cached chats list current from `message.created` (last message, order, unread
 * counts). Mount once where the list or its badge is shown.
 */
export function useChatsLiveUpdates(): void {
  const { user } = useAuth();
  const cache = useChatsCache();
  useServerEvent('message.created', ({ message }) => {
    if (user) cache.message(message, user.id);
  });
}
