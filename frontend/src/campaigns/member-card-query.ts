import { queryOptions } from '@tanstack/react-query';
import { fetchMemberCard } from '../api/account-actions-api';
import { queryKeys } from '../api/query-keys';

/** GET /api/members/:id/card: the campaign page shows it and its first step checks it again. */
export const memberCardQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.campaignCard(id),
    queryFn: ({ signal }) => fetchMemberCard(id, signal),
    staleTime: 60_000,
  });
