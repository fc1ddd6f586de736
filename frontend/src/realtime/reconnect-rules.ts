// When the member's socket tries again after the gateway refused its connect (docs/product.md#realtime). Pure.

/** socket.io-client's own reconnection waits: from 1 s, doubling, ±50 % at random, at most 5 s. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 5_000;
const JITTER = 0.5;

/**
 * Socket.IO reconnects a lost transport by itself, but not a connect the gateway refused: after
 * the handshake check's `connect_error` the socket stays closed for good. The gateway refuses with
 * `service_unavailable` when it cannot read the session (Redis or the database out of reach): that
 * passes, so the socket opens again after the wait returned here, `attempt` counting the refusals
 * since the last connect. (A draining gateway turns newcomers away as a transport, which Socket.IO
 * retries itself.) Any other refusal (`authentication_required`: logged out) is final: null.
 */
export function refusedConnectRetryMs(reason: string, attempt: number, random: () => number = Math.random): number | null {
  if (reason !== 'service_unavailable') return null;
  const base = Math.min(RECONNECT_MIN_MS * 2 ** attempt, RECONNECT_MAX_MS);
  return Math.min(Math.round(base * (1 + JITTER * (2 * random() - 1))), RECONNECT_MAX_MS);
}
