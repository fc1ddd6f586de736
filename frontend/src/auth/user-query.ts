import { USER_REFRESH_MS, type User } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentUser } from '../api/accounts-api';
import { isApiError } from '../api/api-error';

export const USER_QUERY_KEY = ['user'] as const;

/**
 * The logged-in member, or null for visitors: GET /api/user.php answers 403
 * authentication_required when there is no session, which is a state, not an error.
 * Refreshed every minute while logged in so credits and status stay current (spec §4).
 */
export const userQuery = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        return await fetchCurrentUser(signal);
      } catch (error) {
        if (isApiError(error) && error.code === 'authentication_required') return null;
        throw error;
      }
    },
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data ? USER_REFRESH_MS : false),
  });
