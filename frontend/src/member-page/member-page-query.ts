import { queryOptions } from '@tanstack/react-query';
import { fetchMemberPage } from './member-page-api';

/** Keyed under `members` so logging out drops it and a block refreshes search with it. */
export const memberPageQuery = (id: number, network: string | null) =>
  queryOptions({
    queryKey: ['members', 'page', id, network] as const,
    queryFn: ({ signal }) => fetchMemberPage(id, network, signal),
    staleTime: 30_000,
    // 403/404 are answers, not hiccups: show them at once.
    retry: false,
  });
