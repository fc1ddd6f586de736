import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { closeRedis, createRedis, logRedisErrors } from '@amoretto/shared/node';
import { reuseFrameBuffers } from './frame-buffer-reuse';
import { spreadHeartbeats } from './heartbeat-spread';

/**
 * Socket.IO on the Redis adapter, so any number of gateway processes share rooms and the
 * backend's redis-emitter reaches every socket. The handshake's Origin must be ours.
 */
export class RedisIoAdapter extends IoAdapter {
  private pub: Redis | null = null;
  private sub: Redis | null = null;

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
    private readonly publicUrl: string,
    /** While true (a stopping gateway) every handshake is refused (see allowRequest below). */
    private readonly refusing: () => boolean = () => false,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    reuseFrameBuffers();
    spreadHeartbeats();
    // Publishing pipelines: the events of a batch of sends leave in one write, not one per PUBLISH.
    this.pub = createRedis(this.redisUrl, { maxRetriesPerRequest: null, enableAutoPipelining: true });
    this.sub = createRedis(this.redisUrl, { maxRetriesPerRequest: null });
    // These queue while Redis is down (events go out, subscriptions come back, once it returns).
    const logger = new Logger('Redis');
    logRedisErrors(this.pub, 'gateway publisher', logger);
    logRedisErrors(this.sub, 'gateway subscriber', logger);
    const publicOrigin = new URL(this.publicUrl).origin;
    const server = super.createIOServer(port, {
      ...options,
      serveClient: false,
      allowRequest: (req: IncomingMessage, callback: (err: string | null | undefined, ok: boolean) => void) => {
        // Refused as a transport, not as a namespace connect: a client retries the first with its
        // reconnection backoff (reaching another gateway) but gives up after the second.
        if (this.refusing()) return callback('service_unavailable', false);
        callback(null, isOwnOrigin(req, publicOrigin));
      },
    }) as Server;
    server.adapter(createAdapter(this.pub, this.sub));
    return server;
  }

  /**
   * Nest binds @SubscribeMessage handlers here and, even when there are none, keeps an
   * observable of each socket's disconnect in a WeakMap. RealtimeGateway listens on the
   * socket itself, so with no handlers nothing is bound: 5,000 idle sockets then carry no
   * observables, and full collections have no per-socket WeakMap entries to trace.
   */
  override bindMessageHandlers(...args: Parameters<IoAdapter['bindMessageHandlers']>): void {
    if (args[1].length === 0) return;
    super.bindMessageHandlers(...args);
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all([this.pub, this.sub].map((client) => client && closeRedis(client)));
  }
}

/** Browsers always send Origin on a WebSocket or polling handshake; it must be our site. */
export function isOwnOrigin(req: Pick<IncomingMessage, 'headers'>, publicOrigin: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (origin === publicOrigin) return true;
  try {
    const host = req.headers['x-forwarded-host'] ?? req.headers.host;
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
