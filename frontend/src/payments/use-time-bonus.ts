import type { TimeBonus } from '@amoretto/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/use-auth';
import { secondsLeft } from './countdown-rules';
import { timeBonusQuery } from './payments-queries';
import { timeBonusVisible } from './time-bonus-rules';
import { useNow } from './use-now';

export interface TimeBonusState {
  /** The running bonus, null when there is none (any more) or the member has paid. */
  bonus: TimeBonus | null;
  secondsLeft: number;
  /** False until GET /api/timebonus.php has answered for this member. */
  settled: boolean;
}

/**
 * Time bonus (docs/product.md#discounts): loaded for a logged-in member who has not paid (its query is member
 * data, so login loads it afresh and logout drops it), ticking every second, gone at zero.
 */
export function useTimeBonus(): TimeBonusState {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const eligible = user !== null && !user.paid_user;
  const query = useQuery({ ...timeBonusQuery(), enabled: eligible });
  const bonus = eligible ? (query.data ?? null) : null;
  const now = useNow(bonus !== null);
  const left = bonus ? secondsLeft(bonus.expires_at, now) : 0;
  const visible = timeBonusVisible(user, left);
  const expired = bonus !== null && left === 0;

  useEffect(() => {
    if (!expired) return;
    // Over: the state is cleared, prices lose the bonus and the welcome offer may take over.
    queryClient.setQueryData(queryKeys.member.timeBonus, null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.member.packages.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.member.welcomeDiscount });
  }, [expired, queryClient]);

  return { bonus: visible ? bonus : null, secondsLeft: visible ? left : 0, settled: !eligible || query.isFetched };
}
