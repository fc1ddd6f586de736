import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decide, MODERATION_QUERY_KEY, type ModerationDecision } from './moderation-api';

/** Sends a decision, then reloads the lists (the decided item leaves them). */
export function useModerationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ModerationDecision) => decide(decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
  });
}
