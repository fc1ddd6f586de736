import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { fetchRepeatOrders } from '../repeat-order-api';

/** Member data (api/query-keys): today's prices carry the member's own discount. */
export const repeatOrdersQuery = () =>
  queryOptions({
    queryKey: queryKeys.member.repeatOrders,
    queryFn: ({ signal }) => fetchRepeatOrders(signal),
    staleTime: 10_000,
  });
