import type { User } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentUser } from '../api/accounts-api';
import { isApiError } from '../api/api-error';
import { queryKeys } from '../api/query-keys';

/**
 * The logged-in member, or null for visitors: GET /api/user.php answers 403
 * authentication_required when there is no session, which is a state, not an error.
 * The periodic refresh of spec §4 (with chats and likes) lives in counters/use-periodic-refresh.
 */
export const userQuery = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        return await fetchCurrentUser(signal);
      } catch (error) {
        if (isApiError(error) && error.code === 'authentication_required') return null;
        throw error;
      }
    },
    staleTime: 30_000,
  });
