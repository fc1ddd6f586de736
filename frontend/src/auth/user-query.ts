import type { User } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentUser } from '../api/accounts-api';
import { queryKeys } from '../api/query-keys';

/**
 * The logged-in member, or null for visitors: GET /api/user.php?optional=1 answers
 * `{ user: null }` without a session, so a visitor's page load logs no failed request.
 * The periodic refresh (docs/product.md#realtime, with chats and likes) lives in counters/use-periodic-refresh.
 */
export const userQuery = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: ({ signal }): Promise<User | null> => fetchCurrentUser(signal),
    staleTime: 30_000,
  });
