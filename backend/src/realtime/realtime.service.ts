import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { userRoom, type MemberEvent, type ServerEventName, type ServerEventPayloads, type ServerToClientEvents } from '@amoretto/shared';
import { closeRedis, logRedisErrors, movePollVersionFor, pollKeys, type PollKeys } from '@amoretto/shared/node';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';

/**
 * The backend never holds sockets: after a commit it publishes typed events through
 * Redis, and whichever gateway holds the member's sockets delivers them.
 */
@Injectable()
export class RealtimeService implements OnApplicationShutdown {
  private readonly emitter: Emitter<ServerToClientEvents>;
  private readonly publisher: Redis;
  private readonly pollKeys: PollKeys;
  private readonly logger = new Logger(RealtimeService.name);

  constructor(@Inject(REDIS) redis: Redis, config: AppConfig) {
    this.pollKeys = pollKeys(config.DATABASE_URL);
    // A connection of its own that pipelines: the events of one commit (a message goes to
    // both members, with their counters) leave in one write instead of one per PUBLISH.
    // Unlike the request client it queues while Redis is down: the events of commits made
    // during a short outage still go out once Redis is back (a gap in seq is caught up anyway).
    this.publisher = redis.duplicate({
      enableAutoPipelining: true,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
    });
    logRedisErrors(this.publisher, 'event publisher', this.logger);
    // The emitter does not await its PUBLISHes; a failed one is logged, never an unhandled rejection.
    const publish = (channel: string, message: string | Buffer) =>
      this.publisher.publish(channel, message).catch((error: unknown) => this.logger.warn(`event not published: ${String(error)}`));
    this.emitter = new Emitter<ServerToClientEvents>({ publish });
  }

  // On application shutdown, after the HTTP server: requests finishing during a drain still publish.
  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.publisher);
  }

  toUser<E extends ServerEventName>(userId: number | string, event: E, payload: ServerEventPayloads[E]): void {
    movePollVersionFor(this.publisher, this.pollKeys, Number(userId), event, payload, (error) =>
      this.logger.warn(`poll version not moved: ${String(error)}`),
    );
    this.emitter.to(userRoom(userId)).emit(event, ...([payload] as Parameters<ServerToClientEvents[E]>));
  }

  /** Sends events collected inside a transaction (see payment-ledger.ts); call after the commit. */
  toMembers(events: readonly MemberEvent[]): void {
    for (const [userId, name, payload] of events) this.toUser(userId, name, payload as never);
  }

  /** Closes every socket in a room, on whichever gateway holds it. */
  disconnectRoom(room: string): void {
    this.emitter.in(room).disconnectSockets(true);
  }
}
