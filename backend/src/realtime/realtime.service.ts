import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { userRoom, type ServerEventName, type ServerEventPayloads, type ServerToClientEvents } from '@amoretto/shared';
import { REDIS } from '../redis/redis.module';

/**
 * The backend never holds sockets: after a commit it publishes typed events through
 * Redis, and whichever gateway holds the member's sockets delivers them.
 */
@Injectable()
export class RealtimeService implements OnModuleDestroy {
  private readonly emitter: Emitter<ServerToClientEvents>;
  private readonly publisher: Redis;

  constructor(@Inject(REDIS) redis: Redis) {
    // A connection of its own that pipelines: the events of one commit (a message goes to
    // both members, with their counters) leave in one write instead of one per PUBLISH.
    this.publisher = redis.duplicate({ enableAutoPipelining: true });
    this.emitter = new Emitter<ServerToClientEvents>(this.publisher);
  }

  async onModuleDestroy(): Promise<void> {
    await this.publisher.quit().catch(() => undefined);
  }

  toUser<E extends ServerEventName>(userId: number | string, event: E, payload: ServerEventPayloads[E]): void {
    this.emitter.to(userRoom(userId)).emit(event, ...([payload] as Parameters<ServerToClientEvents[E]>));
  }

  /** Closes every socket in a room, on whichever gateway holds it. */
  disconnectRoom(room: string): void {
    this.emitter.in(room).disconnectSockets(true);
  }
}
