import type { LoginDto } from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '../api/accounts-api';
import { MEMBER_DATA_KEYS, queryKeys } from '../api/query-keys';

/** POST /api/user.php; on success the session cookie is set and the user query filled. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginDto) => login(credentials),
    onSuccess: (user) => {
      // Another member's cached data must never show for this one.
      for (const queryKey of MEMBER_DATA_KEYS) queryClient.removeQueries({ queryKey });
      queryClient.setQueryData(queryKeys.user, user);
    },
  });
}
