import type { ServerEventName, ServerEventPayloads } from '@amoretto/shared';
import { useContext, useEffect, useRef } from 'react';
import { RealtimeContext } from './realtime-context';

/** Calls `handler` for every `event` the gateway delivers while the component is mounted. */
export function useServerEvent<E extends ServerEventName>(event: E, handler: (payload: ServerEventPayloads[E]) => void): void {
  const { socket } = useContext(RealtimeContext);
  // The latest handler without resubscribing on every render.
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: ServerEventPayloads[E]) => latest.current(payload);
    // Socket.IO's typed `on` cannot narrow a generic event name; the map guarantees the payload.
    const on = socket.on.bind(socket) as (name: E, fn: (payload: ServerEventPayloads[E]) => void) => void;
    const off = socket.off.bind(socket) as (name: E, fn: (payload: ServerEventPayloads[E]) => void) => void;
    on(event, listener);
    return () => off(event, listener);
  }, [socket, event]);
}
