import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { logout } from '../api/accounts-api';
import { MEMBER_DATA_KEYS, queryKeys } from '../api/query-keys';

/**
 * GET /api/logout.php, then home (docs/product.md#accounts). Local state is cleared even if the call fails.
 * The account first forgets this browser's push subscription (docs/product.md#push).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // First, while the session still holds: this browser stops receiving the member's pushes.
      await import('../push/push-browser').then(({ forgetSubscriptionOnLogout }) => forgetSubscriptionOnLogout()).catch(() => undefined);
      await logout();
    },
    onSettled: async () => {
      // Leave first: a members-only page that saw the session go would send the visitor to /login instead.
      await navigate({ to: '/' });
      queryClient.setQueryData(queryKeys.user, null);
      for (const queryKey of MEMBER_DATA_KEYS) queryClient.removeQueries({ queryKey });
    },
  });
}
