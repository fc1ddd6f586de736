import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { queryKeys } from '../../api/query-keys';
import { newClientId } from '../../chats/client-id';
import { repeatOrder } from '../repeat-order-api';
import { keepsKeyAfter, repeatKeyFor, type HeldRepeatKey } from './repeat-order-rules';

/**
 * Buys an earlier order again (`POST /api/payments/repeat`): to the provider's page when it
 * needs the member, else (a charge on the stored card) straight to the payment's own page,
 * which follows it to the end and names the order it repeats.
 */
export function useRepeatOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const held = useRef<HeldRepeatKey | null>(null);
  return useMutation({
    mutationFn: (paymentId: number) => {
      held.current = repeatKeyFor(held.current, paymentId, newClientId);
      return repeatOrder({ payment_id: paymentId, idempotency_key: held.current.key });
    },
    onSuccess: async (response, paymentId) => {
      held.current = null;
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.payments.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.repeatOrders });
      if (response.checkout_url) {
        window.location.assign(response.checkout_url);
        return;
      }
      await navigate({ to: '/transactions/$id', params: { id: response.payment.id }, search: { return: 1, repeat_of: paymentId } });
    },
    onError: (error) => {
      if (!keepsKeyAfter(error)) held.current = null;
      // A stored card the provider refused is no longer offered: the list shows it without.
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.repeatOrders });
    },
  });
}
