import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { logout } from '../api/accounts-api';
import { isMemberData } from './member-data';
import { USER_QUERY_KEY } from './user-query';

/** GET /api/logout.php, then home (spec §4). Local state is cleared even if the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // Leave first: a members-only page that saw the session go would send the visitor to /login instead.
      await navigate({ to: '/' });
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => isMemberData(query.queryKey) });
    },
  });
}
