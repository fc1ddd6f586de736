import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../api/query-keys';
import { useRealtime } from '../../realtime/use-realtime';
import { useServerEvent } from '../../realtime/use-server-event';
import { isAwaitingProvider, pollDelayMs } from './payment-state-rules';
import { paymentQuery } from './transactions-query';

/**
 * One payment, followed live while the provider works on it: the gateway's
 * `payment.updated` (and `counters.changed`, which a settled purchase sends with the new
 * credits) refetch it at once; a slowing poll is the fallback for a socket that is down.
 * Once it settles, the member's credits and premium state are fetched again.
 */
export function useLivePayment(id: number) {
  const queryClient = useQueryClient();
  const options = paymentQuery(id);
  const query = useQuery({
    ...options,
    refetchInterval: (current) => {
      const payment = current.state.data?.payment;
      if (!payment || !isAwaitingProvider(payment.status)) return false;
      return pollDelayMs(current.state.dataUpdateCount + current.state.errorUpdateCount - 1);
    },
  });
  const status = query.data?.payment.status;
  const awaiting = status !== undefined && isAwaitingProvider(status);

  const refetch = () => void queryClient.invalidateQueries({ queryKey: options.queryKey });
  useServerEvent('payment.updated', ({ payment }) => {
    if (payment.id === id) refetch();
  });
  useServerEvent('counters.changed', (counters) => {
    if (awaiting && (counters.credits !== undefined || counters.paid_user !== undefined)) refetch();
  });

  // Events sent while the socket was down are lost: ask once on every reconnect.
  const { connectionId } = useRealtime();
  const awaitingNow = useRef(awaiting);
  awaitingNow.current = awaiting;
  useEffect(() => {
    if (connectionId > 1 && awaitingNow.current) void queryClient.invalidateQueries({ queryKey: paymentQuery(id).queryKey });
  }, [connectionId, id, queryClient]);

  // Settled after being watched here: the balance and premium state changed with it.
  const wasAwaiting = useRef(false);
  useEffect(() => {
    if (awaiting) {
      wasAwaiting.current = true;
      return;
    }
    if (status === undefined || !wasAwaiting.current) return;
    wasAwaiting.current = false;
    void queryClient.invalidateQueries({ queryKey: queryKeys.user, exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.member.payments.list });
  }, [awaiting, status, queryClient]);

  return query;
}
