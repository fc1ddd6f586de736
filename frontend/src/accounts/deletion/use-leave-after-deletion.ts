import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MEMBER_DATA_KEYS, queryKeys } from '../../api/query-keys';

/** After the deletion the session is over: on to /account-deleted, then the member's state goes (as at logout). */
export function useLeaveAfterDeletion(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // Leave first: a members-only page that saw the session go would send the visitor to /login instead.
    await navigate({ to: '/account-deleted' });
    queryClient.setQueryData(queryKeys.user, null);
    for (const queryKey of MEMBER_DATA_KEYS) queryClient.removeQueries({ queryKey });
  };
}
