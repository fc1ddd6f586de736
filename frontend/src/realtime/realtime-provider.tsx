import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/use-auth';
import { reloadForChunkError } from '../errors/chunk-reload';
import { RealtimeContext, type AppSocket, type RealtimeState } from './realtime-context';
import { refusedConnectRetryMs } from './reconnect-rules';

/**
 * One socket per logged-in member, opened on the site's own origin (the site proxy sends
 * /socket.io to the gateway, which reads the session cookie). Visitors get none.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const [state, setState] = useState<RealtimeState>({ socket: null, connected: false, connectionId: 0 });

  useEffect(() => {
    if (userId === null) return;
    let socket: AppSocket | null = null;
    let onVisibility: (() => void) | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // The Socket.IO client is a chunk of its own: visitors never load it, members after the first paint.
    void import('socket.io-client').then(
      ({ io }) => {
        if (stopped) return;
        // Whether this page is in view, at every (re)connect and on each change: a member looking at
        // the site gets no push, a member with only hidden tabs does (docs/product.md#notifications).
        const visible = () => document.visibilityState === 'visible';
        const opened: AppSocket = io({
          path: '/socket.io',
          withCredentials: true,
          transports: ['websocket', 'polling'],
          auth: (send) => send({ visible: visible() }),
        });
        socket = opened;
        onVisibility = () => {
          if (opened.connected) opened.emit('presence.visibility', { visible: visible() });
        };
        document.addEventListener('visibilitychange', onVisibility);
        let connects = 0;
        let refusals = 0;
        setState({ socket: opened, connected: false, connectionId: 0 });
        opened.on('connect', () => {
          connects += 1;
          refusals = 0;
          setState({ socket: opened, connected: true, connectionId: connects });
        });
        opened.on('disconnect', () => setState((current) => ({ ...current, connected: false })));
        opened.on('connect_error', (error) => {
          // The gateway refused the handshake's session: the member is logged out here too.
          if (error.message === 'authentication_required') queryClient.setQueryData(queryKeys.user, null);
          // Socket.IO retries a lost transport by itself (socket.active), never a refused connect:
          // a gateway that could not read the session would leave the page without live updates for good.
          if (opened.active) return;
          const wait = refusedConnectRetryMs(error.message, refusals++);
          if (wait !== null) retryTimer = setTimeout(() => opened.connect(), wait);
        });
        opened.on('session.ended', ({ reason }) => {
          queryClient.setQueryData(queryKeys.user, null);
          // A moderator disabled the account: the ban page says why (docs/product.md#moderation).
          if (reason === 'disabled') window.location.assign('/pages/ban');
        });
      },
      // A missing chunk after a deploy: one reload fixes it; otherwise the page stays without live updates.
      (error: unknown) => void reloadForChunkError(error),
    );
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      if (onVisibility) document.removeEventListener('visibilitychange', onVisibility);
      socket?.removeAllListeners();
      socket?.disconnect();
      setState({ socket: null, connected: false, connectionId: 0 });
    };
  }, [userId, queryClient]);

  return <RealtimeContext.Provider value={state}>{children}</RealtimeContext.Provider>;
}
