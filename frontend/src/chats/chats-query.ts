import { queryOptions } from '@tanstack/react-query';
import { fetchChats } from './chats-api';

/** Under `members` so logout drops it; the periodic refresh belongs to the counters, not here. */
export const CHATS_QUERY_KEY = ['members', 'chats'] as const;

export const chatsQuery = () =>
  queryOptions({
    queryKey: CHATS_QUERY_KEY,
    queryFn: ({ signal }) => fetchChats(signal),
    staleTime: 30_000,
  });
