import { Inject, Injectable } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { userRoom, type ServerEventName, type ServerEventPayloads, type ServerToClientEvents } from '@amoretto/shared';
import { REDIS } from '../redis/redis.module';

/**
 * The backend never holds sockets: after a commit it publishes typed events through
 * Redis, and whichever gateway holds the member's sockets delivers them.
 */
@Injectable()
export class RealtimeService {
  private readonly emitter: Emitter<ServerToClientEvents>;

  constructor(@Inject(REDIS) redis: Redis) {
    this.emitter = new Emitter<ServerToClientEvents>(redis);
  }

  toUser<E extends ServerEventName>(userId: number | string, event: E, payload: ServerEventPayloads[E]): void {
    this.emitter.to(userRoom(userId)).emit(event, ...([payload] as Parameters<ServerToClientEvents[E]>));
  }

  /** Closes every socket in a room, on whichever gateway holds it. */
  disconnectRoom(room: string): void {
    this.emitter.in(room).disconnectSockets(true);
  }
}
