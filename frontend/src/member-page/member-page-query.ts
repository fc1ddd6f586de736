import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { fetchMemberPage } from './member-page-api';

/** Member data (api/query-keys): logging out drops it and a block refreshes search with it. */
export const memberPageQuery = (id: number, network: string | null) =>
  queryOptions({
    queryKey: queryKeys.member.page(id, network),
    queryFn: ({ signal }) => fetchMemberPage(id, network, signal),
    staleTime: 30_000,
    // 403/404 are answers, not hiccups: show them at once.
    retry: false,
  });
