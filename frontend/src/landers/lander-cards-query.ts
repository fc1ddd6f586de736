import type { Country, LanderCardsResponse, LanderVariant, MemberCard } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client';
import { queryKeys } from '../api/query-keys';

/** GET /api/landers/cards: the members of the visitor's country a lander variant shows. */
export const landerCardsQuery = (country: Country, variant: LanderVariant, limit: number) =>
  queryOptions({
    queryKey: queryKeys.landerCards(country, variant.gender, variant.minAge, limit),
    queryFn: async ({ signal }): Promise<MemberCard[]> =>
      (
        await apiFetch<LanderCardsResponse>({
          path: '/landers/cards',
          query: { gender: variant.gender, country, min_age: variant.minAge, limit },
          signal,
        })
      ).members,
    // The server answers every visitor alike for a minute.
    staleTime: 60_000,
  });
