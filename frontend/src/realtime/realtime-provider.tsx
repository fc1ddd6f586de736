import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { io } from 'socket.io-client';
import { useAuth } from '../auth/use-auth';
import { USER_QUERY_KEY } from '../auth/user-query';
import { RealtimeContext, type AppSocket, type RealtimeState } from './realtime-context';

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
    const socket: AppSocket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
    let connects = 0;
    setState({ socket, connected: false, connectionId: 0 });
    socket.on('connect', () => {
      connects += 1;
      setState({ socket, connected: true, connectionId: connects });
    });
    socket.on('disconnect', () => setState((current) => ({ ...current, connected: false })));
    // The gateway refused the handshake's session: the member is logged out here too.
    socket.on('connect_error', (error) => {
      if (error.message === 'authentication_required') queryClient.setQueryData(USER_QUERY_KEY, null);
    });
    socket.on('session.ended', () => queryClient.setQueryData(USER_QUERY_KEY, null));
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      setState({ socket: null, connected: false, connectionId: 0 });
    };
  }, [userId, queryClient]);

  return <RealtimeContext.Provider value={state}>{children}</RealtimeContext.Provider>;
}
