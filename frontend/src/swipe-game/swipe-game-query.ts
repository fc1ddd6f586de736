import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { fetchSwipeGame } from './swipe-game-api';

/** Member data (dropped at logout); asked again on every entry, as the day or the pile may have moved on. */
export const swipeGameQuery = () =>
  queryOptions({
    queryKey: queryKeys.member.swipeGame,
    queryFn: ({ signal }) => fetchSwipeGame(signal),
    staleTime: 0,
  });
