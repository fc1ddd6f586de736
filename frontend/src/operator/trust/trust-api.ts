import { queryOptions } from '@tanstack/react-query';
import type { TrustOverview } from '@amoretto/shared';
import { apiFetch } from '../../api/api-client';

export const trustQuery = () =>
  queryOptions({
    queryKey: ['operator', 'trust'] as const,
    queryFn: ({ signal }) => apiFetch<TrustOverview>({ path: '/operator/trust', signal }),
  });

export async function releaseHold(memberId: number): Promise<void> {
  await apiFetch<unknown>({ method: 'POST', path: `/operator/trust/held/${memberId}/release`, retries: 0 });
}
