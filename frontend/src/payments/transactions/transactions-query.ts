import { queryOptions } from '@tanstack/react-query';
import { fetchPayment, fetchPayments } from '../transactions-api';

/** Under `members` so logging out (or in as someone else) drops them. */
export const PAYMENTS_QUERY_KEY = ['members', 'payments'] as const;

export const paymentsQuery = () =>
  queryOptions({
    queryKey: [...PAYMENTS_QUERY_KEY, 'list'] as const,
    queryFn: ({ signal }) => fetchPayments(signal),
    staleTime: 10_000,
  });

export const paymentQuery = (id: number) =>
  queryOptions({
    queryKey: [...PAYMENTS_QUERY_KEY, 'one', id] as const,
    queryFn: ({ signal }) => fetchPayment(id, signal),
    // 404 payment_not_found is an answer: show it at once.
    retry: false,
  });
