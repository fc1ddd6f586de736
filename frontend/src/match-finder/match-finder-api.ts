import type { MatchFinderQueryDto, MatchFinderResponse } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

export function fetchMatchFinder(query: MatchFinderQueryDto, signal?: AbortSignal): Promise<MatchFinderResponse> {
  return apiFetch<MatchFinderResponse>({ path: '/match-finder', query: { ...query }, signal });
}
