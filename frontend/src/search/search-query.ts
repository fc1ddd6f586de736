import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchResponse } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';
import { queryKeys } from '../api/query-keys';
import { cursorFor, rememberCursor } from './search-cursors';
import type { MemberSearchParams } from './search-params';

/** GET /api/members; member data (api/query-keys), so logging out drops it. */
export const memberSearchQuery = (params: MemberSearchParams, network: string | null) =>
  queryOptions({
    queryKey: queryKeys.member.search(params, network),
    queryFn: async ({ signal }) => {
      const page = params.page ?? 1;
      const body = await apiFetch<SearchResponse>({
        path: '/members',
        query: { ...params, page, cursor: cursorFor(params, page), network: network ?? undefined },
        signal,
      });
      if (body.next_cursor) rememberCursor(params, page + 1, body.next_cursor);
      return body;
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
