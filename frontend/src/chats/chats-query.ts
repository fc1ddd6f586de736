import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { fetchChats } from './chats-api';

/** Member data (api/query-keys), so logout drops it; the periodic refresh belongs to the counters, not here. */
export const chatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.member.chats,
    queryFn: ({ signal }) => fetchChats(signal),
    staleTime: 30_000,
  });
