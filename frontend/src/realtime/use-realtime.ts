import type { ClientEventAcks, ClientEventName, ClientEventPayloads } from '@amoretto/shared';
import { useCallback, useContext } from 'react';
import { RealtimeContext, type AppSocket } from './realtime-context';

type Emit = <E extends ClientEventName>(event: E, payload: ClientEventPayloads[E], ack?: (reply: ClientEventAcks[E]) => void) => void;

/**
 * Connection state plus a typed emit; `emit` drops events while disconnected (Socket.IO would replay stale typing).
 * `socket` is for sends that need more than emit, such as an answer with a timeout (null for visitors).
 */
export function useRealtime(): { socket: AppSocket | null; connected: boolean; connectionId: number; emit: Emit } {
  const { socket, connected, connectionId } = useContext(RealtimeContext);
  const emit = useCallback<Emit>(
    (event, payload, ack) => {
      if (!socket?.connected) return;
      // Socket.IO's typed emit cannot narrow a generic event name; the map guarantees the shapes.
      const send = socket.emit.bind(socket) as (name: string, ...args: unknown[]) => void;
      if (ack) send(event, payload, ack);
      else send(event, payload);
    },
    [socket],
  );
  return { socket, connected, connectionId, emit };
}
