import { queryOptions } from '@tanstack/react-query';
import { fetchMemberCard } from '../api/accounts-api';

/** GET /api/members/:id/card: the campaign page shows it and its first step checks it again. */
export const memberCardQuery = (id: number) =>
  queryOptions({
    queryKey: ['campaign-card', id] as const,
    queryFn: ({ signal }) => fetchMemberCard(id, signal),
    staleTime: 60_000,
  });
