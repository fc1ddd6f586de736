import type { MemberPageResponse, MemberRelation } from '@amoretto/shared';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { block, like, unblock, unlike } from './member-page-api';
import { relationAfter } from './member-page-rules';

type RelationChange = 'like' | 'unlike' | 'block' | 'unblock';

const CALLS: Record<RelationChange, (id: number) => Promise<{ relation: MemberRelation }>> = { like, unlike, block, unblock };

/**
 * Like/unlike/block/unblock with the page updated at once and put back if the server says
 * no. After a block or unblock every member list is refetched: search and related lists
 * must not keep showing (or keep hiding) that member.
 */
export function useRelationActions(memberId: number, queryKey: readonly unknown[], onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RelationChange) => CALLS[change](memberId),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<MemberPageResponse>(queryKey);
      if (before) queryClient.setQueryData<MemberPageResponse>(queryKey, { ...before, relation: relationAfter(before.relation, change) });
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      onError(error);
    },
    onSuccess: ({ relation }, change) => {
      queryClient.setQueryData<MemberPageResponse>(queryKey, (page) => (page ? { ...page, relation } : page));
      if (change === 'block' || change === 'unblock') {
        // This page already holds the server's answer; refetch the rest of the member data.
        const own = hashKey(queryKey);
        void queryClient.invalidateQueries({ queryKey: queryKeys.member.all, predicate: (query) => query.queryHash !== own });
      }
    },
  });
}
