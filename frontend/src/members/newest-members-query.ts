import { queryOptions } from '@tanstack/react-query';
import { fetchNewestMembers } from '../api/members-api';
import { queryKeys } from '../api/query-keys';

/** GET /api/members/newest; member data (api/query-keys), so logging out drops it. */
export const newestMembersQuery = () =>
  queryOptions({
    queryKey: queryKeys.member.newest,
    queryFn: ({ signal }) => fetchNewestMembers(signal),
    staleTime: 60_000,
  });
