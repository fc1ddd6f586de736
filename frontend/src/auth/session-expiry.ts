import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { queryKeys } from '../api/query-keys';

/**
 * docs/product.md#accounts: a 403 authentication_required from any endpoint but /user.php means the session
 * ended elsewhere (logout in another tab, password reset). A member is logged out here
 * too; for a visitor it is expected and ignored. Returns whether the user was logged out.
 */
export function handleSessionExpiry(queryClient: QueryClient, error: unknown): boolean {
  if (!isApiError(error) || error.code !== 'authentication_required' || error.path === '/user.php') return false;
  if (!queryClient.getQueryData(queryKeys.user)) return false;
  queryClient.setQueryData(queryKeys.user, null);
  return true;
}
