import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { userRoom, type MemberEvent, type ServerToClientEvents } from '@amoretto/shared';
import { closeRedis, createRedis, logRedisErrors, movePollVersionFor, pollKeys, type PollKeys } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';

/** Tells open tabs what a job changed, through Redis to whichever gateway holds the member's sockets (as the backend does). */
@Injectable()
export class MemberEventsService implements OnApplicationShutdown {
  private readonly logger = new Logger(MemberEventsService.name);
  private readonly publisher: Redis;
  private readonly emitter: Emitter<ServerToClientEvents>;
  private readonly pollKeys: PollKeys;

  constructor(config: WorkersConfig) {
    this.pollKeys = pollKeys(config.DATABASE_URL);
    // Queues while Redis is briefly away: an event of a committed change still goes out.
    this.publisher = createRedis(config.REDIS_URL, { maxRetriesPerRequest: null, enableOfflineQueue: true, lazyConnect: true });
    logRedisErrors(this.publisher, 'event publisher', this.logger);
    const publish = (channel: string, message: string | Buffer) =>
      this.publisher.publish(channel, message).catch((error: unknown) => this.logger.warn(`event not published: ${String(error)}`));
    this.emitter = new Emitter<ServerToClientEvents>({ publish });
  }

  emit(events: readonly MemberEvent[]): void {
    for (const [userId, name, payload] of events) {
      movePollVersionFor(this.publisher, this.pollKeys, userId, name, payload as never, (error) =>
        this.logger.warn(`poll version not moved: ${String(error)}`),
      );
      this.emitter.to(userRoom(userId)).emit(name, payload as never);
    }
  }

  // After the jobs drained (JobRunnerService.drain runs first): never closed under a running job.
  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.publisher);
  }
}
