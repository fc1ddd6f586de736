import type { QueryClient } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { io } from 'socket.io-client';
import { queryKeys } from '../api/query-keys';
import type { AppSocket, RealtimeState } from './realtime-context';
import { refusedConnectRetryMs } from './reconnect-rules';

/**
 * Opens the member's socket on the site's own origin and keeps `setState` up to date with it;
 * returns what closes it. A chunk of its own with the Socket.IO client (realtime-provider.tsx):
 * visitors never load it, members right after the first paint.
 */
export function openSocket(queryClient: QueryClient, setState: Dispatch<SetStateAction<RealtimeState>>): () => void {
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  // Whether this page is in view, at every (re)connect and on each change: a member looking at
  // the site gets no push, a member with only hidden tabs does (docs/product.md#notifications).
  const visible = () => document.visibilityState === 'visible';
  const opened: AppSocket = io({
    path: '/socket.io',
    withCredentials: true,
    transports: ['websocket', 'polling'],
    auth: (send) => send({ visible: visible() }),
  });
  const onVisibility = () => {
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
  return () => {
    clearTimeout(retryTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    opened.removeAllListeners();
    opened.disconnect();
  };
}
