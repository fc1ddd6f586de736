import { queryOptions } from '@tanstack/react-query';
import { fetchMemberCard } from '../../api/accounts-api';

/** GET /api/members/:id/card: the campaign page shows it and its first step checks it again. */
export const memberCardQuery = (id: number) =>
  queryOptions({
    queryKey: ['campaign-card', id] as const,
    queryFn: ({ signal }) => fetchMemberCard(id, signal),
    staleTime: 60_000,
  });

/** The `$id` of /members/{id}/signup as a member id, or null when it cannot be one. */
export function parseMemberId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
