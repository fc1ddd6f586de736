import type { LoginDto } from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '../api/accounts-api';
import { isMemberData } from './member-data';
import { USER_QUERY_KEY } from './user-query';

/** POST /api/user.php; on success the session cookie is set and the user query filled. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginDto) => login(credentials),
    onSuccess: (user) => {
      // Another member's cached data must never show for this one.
      queryClient.removeQueries({ predicate: (query) => isMemberData(query.queryKey) });
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
  });
}

