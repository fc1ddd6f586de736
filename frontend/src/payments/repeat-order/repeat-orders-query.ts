import { queryOptions } from '@tanstack/react-query';
import { fetchRepeatOrders } from '../repeat-order-api';

/** Under `members`: today's prices carry the member's own discount. */
export const REPEAT_ORDERS_QUERY_KEY = ['members', 'repeat-orders'] as const;

export const repeatOrdersQuery = () =>
  queryOptions({
    queryKey: REPEAT_ORDERS_QUERY_KEY,
    queryFn: ({ signal }) => fetchRepeatOrders(signal),
    staleTime: 10_000,
  });
