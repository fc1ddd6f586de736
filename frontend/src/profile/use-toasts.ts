import { useCallback, useRef, useState } from 'react';

export interface ToastMessage {
  id: number;
  text: string;
  variant: 'success' | 'danger';
}

/** Short confirmations of the profile page (docs/product.md#errors); each closes itself. */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const next = useRef(1);
  const show = useCallback((text: string, variant: ToastMessage['variant'] = 'success') => {
    const id = next.current++;
    // At most three at once: a burst of actions must not cover the page.
    setToasts((current) => [...current.slice(-2), { id, text, variant }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  return { toasts, show, dismiss };
}

export type ShowToast = ReturnType<typeof useToasts>['show'];
