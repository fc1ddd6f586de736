import type { CamsResponse } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client';
import { queryKeys } from '../api/query-keys';

/** The site's cam and resell cards (docs/product.md#cams); the same for every visitor of a site. */
export const camsQuery = () =>
  queryOptions({
    queryKey: queryKeys.cams,
    queryFn: async ({ signal }) => (await apiFetch<CamsResponse>({ path: '/cams', signal })).cams,
    staleTime: 5 * 60_000,
  });
