import { queryOptions } from '@tanstack/react-query';
import { fetchNewestMembers } from '../api/members-api';

/** GET /api/members/newest; keyed under `members` so logging out drops it (auth/member-data). */
export const newestMembersQuery = () =>
  queryOptions({
    queryKey: ['members', 'newest'] as const,
    queryFn: ({ signal }) => fetchNewestMembers(signal),
    staleTime: 60_000,
  });
