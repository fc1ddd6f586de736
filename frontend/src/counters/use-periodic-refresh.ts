import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../api/query-keys';
import { useRealtime } from '../realtime/use-realtime';
import { startPeriodicRefresh } from './periodic-refresh';
import { pushReachesMember } from '../push/push-state-rules';
import { currentPushState } from '../push/push-store';

/** The push state's answer (push/push-store.ts), looked up by the push watch of every layout. */
const pushSubscribed = (): Promise<boolean> => Promise.resolve(pushReachesMember(currentPushState()));

/**
 * The fallback behind the socket (docs/product.md#realtime): user, chats and likes are refetched 5 s after
 * load and then every 60 s, or every 300 s when push is subscribed. A socket reconnect
 * refetches chats and likes at once: events sent while it was down are lost. So does a socket
 * that connected before this code had loaded (it loads after the first paint, member-services.tsx).
 */
export function usePeriodicRefresh(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  const { connectionId } = useRealtime();
  const connectedBeforeMount = useRef(connectionId > 0);

  useEffect(() => {
    if (!loggedIn) return;
    return startPeriodicRefresh(() => {
      void queryClient.refetchQueries({ queryKey: queryKeys.user, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.chats });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.likes.all });
    }, pushSubscribed);
  }, [loggedIn, queryClient]);

  useEffect(() => {
    // 1 is the first connect, whose data the page has just loaded, unless events came before this listened.
    const caughtUp = connectionId < 2 && !connectedBeforeMount.current;
    connectedBeforeMount.current = false;
    if (!loggedIn || caughtUp) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.member.chats });
    void queryClient.invalidateQueries({ queryKey: queryKeys.member.likes.all });
  }, [loggedIn, connectionId, queryClient]);
}
