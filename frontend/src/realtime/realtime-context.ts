import type { ClientToServerEvents, ServerToClientEvents } from '@amoretto/shared';
import { createContext } from 'react';
import type { Socket } from 'socket.io-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RealtimeState {
  /** The member's socket; null for visitors. */
  socket: AppSocket | null;
  connected: boolean;
  /**
   * Counts successful connects of this socket (1 after the first, 2 after a reconnect, …).
   * Effects keyed on it run catch-up: whatever was sent while disconnected is fetched by seq.
   */
  connectionId: number;
}

export const RealtimeContext = createContext<RealtimeState>({ socket: null, connected: false, connectionId: 0 });
