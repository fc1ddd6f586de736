import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { AppConfig } from '../config/app-config';

/**
 * A backend told to stop (SIGTERM in a rollout) first leaves the rotation while still serving:
 * its /health answers 503 at once and every answer from then on closes its connection, so
 * proxies that hold keep-alive connections to it (the site's nginx through the Service) open
 * their next ones elsewhere. After SHUTDOWN_DELAY_MS Nest closes the port, lets the requests in
 * flight finish and only then closes the pools (their hooks run on application shutdown, after
 * the HTTP server; never on module destroy, which runs before this delay).
 */
@Injectable()
export class BackendDrain implements BeforeApplicationShutdown {
  private readonly logger = new Logger(BackendDrain.name);
  private drainingSince: number | null = null;

  constructor(private readonly config: AppConfig) {}

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /** Every answer given while draining says `Connection: close` (requests already in flight included). */
  closeConnectionsWhileDraining(fastify: FastifyInstance): void {
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      if (this.draining) void reply.header('connection', 'close');
      done(null, payload);
    });
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.drainingSince = Date.now();
    const delay = this.config.SHUTDOWN_DELAY_MS;
    if (delay === 0) return;
    this.logger.log(`${signal ?? 'shutdown'}: out of rotation, closing the port in ${delay} ms`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
