import { queryOptions } from '@tanstack/react-query';
import { confirmEmailChange } from '../../api/account-actions-api';
import { queryKeys } from '../../api/query-keys';

/**
 * The confirmation of a mailed email-change link. A query rather than a mutation: the
 * token is single-use, and the cache makes sure it is sent once per page even when React
 * mounts the page twice (StrictMode) or the member re-renders it.
 */
export const mailChangeQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.mailChange(token),
    queryFn: () => confirmEmailChange(token),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: token !== '',
  });
