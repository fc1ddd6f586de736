import type { MatchFinderQueryDto } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { fetchMatchFinder } from './match-finder-api';

export const matchFinderQuery = (query: MatchFinderQueryDto) =>
  queryOptions({
    queryKey: queryKeys.member.matchFinder(query),
    queryFn: ({ signal }) => fetchMatchFinder(query, signal),
    staleTime: 30_000,
  });
