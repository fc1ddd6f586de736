import type { User } from '@amoretto/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/use-auth';
import { useServerEvent } from '../realtime/use-server-event';

/**
 * Premium shows at once (issue: no reload): `paid_user` and the end of the time bonus from
 * `counters.changed` go into the cache, and when the member's premium changes (by the event
 * or by a refresh of the user) everything that depends on it is fetched again: other
 * members' photos unlock (or lock again after the last purchase was refunded), prices lose
 * the bonus, the album allows premium's number of photos.
 */
export function usePremiumLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { user } = useAuth();

  useServerEvent('counters.changed', (counters) => {
    const paid = counters.paid_user;
    if (paid !== undefined) {
      queryClient.setQueryData<User | null>(queryKeys.user, (current) =>
        current && current.paid_user !== paid ? { ...current, paid_user: paid } : current,
      );
    }
    if (counters.time_bonus === null) {
      queryClient.setQueryData(queryKeys.member.timeBonus, null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.packages.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.welcomeDiscount });
    }
  });

  const seen = useRef<{ id: number; paid: boolean } | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = user ? { id: user.id, paid: user.paid_user } : null;
    if (!user || !before || before.id !== user.id || before.paid === user.paid_user) return;
    if (user.paid_user) queryClient.setQueryData(queryKeys.member.timeBonus, null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.member.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.ownPhotos });
  }, [user, queryClient]);
}
