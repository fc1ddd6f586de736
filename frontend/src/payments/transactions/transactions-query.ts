import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { fetchPayment, fetchPayments } from '../transactions-api';

// Member data (api/query-keys), so logging out (or in as someone else) drops them. Their routes ask
// again on every entry (loadFreshQuery): a payment may have settled since.
export const paymentsQuery = () =>
  queryOptions({
    queryKey: queryKeys.member.payments.list,
    queryFn: ({ signal }) => fetchPayments(signal),
    staleTime: 10_000,
  });

export const paymentQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.member.payments.one(id),
    queryFn: ({ signal }) => fetchPayment(id, signal),
    // Fresh from the loader when the page mounts; after that the live updates and the poll refetch it.
    staleTime: 10_000,
    // 404 payment_not_found is an answer: show it at once.
    retry: false,
  });
