import type { StartPaymentResponse } from '@amoretto/shared';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { newClientId } from '../chats/client-id';
import { startPayment } from './payments-api';
import { keyForAttempt, keyOutlivesFailure, type HeldKey, type Order } from './start-payment-rules';

/** Where the member goes after a started payment that needs no provider page: its transaction page. */
const returnPage = (response: StartPaymentResponse) => `/transactions/${response.payment.id}?return=1`;

/**
 * POST /api/payments for the order on screen, then on to the provider's page. The
 * idempotency key is kept while the same order is retried after an unanswered start, so a
 * click that timed out and is repeated still starts one payment; the button stays disabled
 * from the click until the browser has left.
 */
export function useStartPayment() {
  const router = useRouter();
  const held = useRef<HeldKey | null>(null);
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ order }: { order: Order }) => {
      held.current = keyForAttempt(held.current, order, newClientId);
      return startPayment({
        package_id: order.packageId,
        method: order.method,
        ...(order.code ? { discount_code: order.code } : {}),
        idempotency_key: held.current.key,
      });
    },
    onSuccess: (response) => {
      held.current = null;
      setLeaving(true);
      if (response.checkout_url) window.location.assign(response.checkout_url);
      else void router.navigate({ href: returnPage(response) });
    },
    onError: (error) => {
      if (!keyOutlivesFailure(isApiError(error) ? error.status : 0)) held.current = null;
    },
  });
  // Back from the provider's page out of the browser's page cache: the button works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  return {
    start: (order: Order) => mutation.mutate({ order }),
    busy: mutation.isPending || leaving,
    error: mutation.isError ? mutation.error : null,
  };
}
