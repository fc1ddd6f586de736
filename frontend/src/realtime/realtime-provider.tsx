import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/use-auth';
import { reloadForChunkError } from '../errors/chunk-reload';
import { openingPage } from '../ui/opening-page-drawn';
import { RealtimeContext, type RealtimeState } from './realtime-context';

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
    let close: (() => void) | null = null;
    let stopped = false;
    // Its code (the Socket.IO client) is asked for once the page has drawn, not before its largest paint.
    const cancel = openingPage.afterDrawn(
      () =>
        void import('./open-socket').then(
          ({ openSocket }) => {
            if (!stopped) close = openSocket(queryClient, setState);
          },
          // A missing chunk after a deploy: one reload fixes it; otherwise the page stays without live updates.
          (error: unknown) => void reloadForChunkError(error),
        ),
    );
    return () => {
      stopped = true;
      cancel();
      close?.();
      setState({ socket: null, connected: false, connectionId: 0 });
    };
  }, [userId, queryClient]);

  return <RealtimeContext.Provider value={state}>{children}</RealtimeContext.Provider>;
}
