import { useEffect } from 'react';
import { useAuth } from '../auth/use-auth';
import { detectPush, syncSubscriptionToAccount } from './push-browser';

/**
 * Push capability detection on every layout (docs/product.md#push), for a logged-in member: the
 * push state learns whether this browser holds a subscription and from then on follows the
 * permission; a subscription found here is handed to this member's account once per tab.
 * Part of the member services loaded after the first paint.
 */
export function PushWatch() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    void detectPush()
      .then(() => syncSubscriptionToAccount(userId))
      .catch(() => undefined);
  }, [userId]);
  return null;
}
