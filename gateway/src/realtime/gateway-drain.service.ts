import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { GatewayConfig } from '../config/gateway-config';
import { drainOffsets } from './drain-rules';

/** What a drain needs of the Socket.IO server: its sockets, each of which it can cut. */
export interface DrainableServer {
  of(namespace: '/'): { sockets: Map<string, { connected: boolean; conn: { close(): unknown } }> };
}

/**
 * A gateway told to stop (SIGTERM in a rollout) hands its members to the others before it goes:
 * from the first moment it takes no new socket and its health check fails (so the load balancer
 * stops sending any), then it closes its sockets spread over DRAIN_SPREAD_MS (drain-rules.ts).
 * A closed transport makes the member's client reconnect by itself, to another gateway, and
 * catch up on missed messages by seq; a send in flight is retried over HTTP with the same client
 * id, so it is stored once. Only then does Nest close the HTTP server and the pools.
 */
@Injectable()
export class GatewayDrain implements BeforeApplicationShutdown {
  private readonly logger = new Logger(GatewayDrain.name);
  private server: DrainableServer | null = null;
  private drainingSince: number | null = null;

  constructor(private readonly config: GatewayConfig) {}

  /** The Socket.IO server whose sockets a drain closes (set once it exists). */
  attach(server: DrainableServer): void {
    this.server = server;
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.drainingSince = Date.now();
    const sockets = [...(this.server?.of('/').sockets.values() ?? [])];
    if (sockets.length === 0) return;
    this.logger.log(`${signal ?? 'shutdown'}: closing ${sockets.length} sockets over ${this.config.DRAIN_SPREAD_MS} ms`);
    const offsets = drainOffsets(sockets.length, this.config.DRAIN_SPREAD_MS);
    await Promise.all(
      sockets.map(
        (socket, i) =>
          new Promise<void>((done) =>
            setTimeout(() => {
              // The transport, not the Socket.IO session: the client treats it as a lost connection and reconnects.
              if (socket.connected) socket.conn.close();
              done();
            }, offsets[i]),
          ),
      ),
    );
  }
}
