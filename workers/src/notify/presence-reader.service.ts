import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { closeRedis, createRedis, logRedisErrors, readLastSeen, readPresence, readVisible, type Presence } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';

/** Whether a member is at the site, as the gateways write it (shared/src/node/presence.ts). */
@Injectable()
export class PresenceReader implements OnApplicationShutdown {
  private readonly logger = new Logger(PresenceReader.name);
  private readonly redis: Redis;

  constructor(config: WorkersConfig) {
    // Unanswered, the job fails and BullMQ retries it: never a push decided without knowing.
    this.redis = createRedis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true, commandTimeout: 2_000 });
    logRedisErrors(this.redis, 'presence reader', this.logger);
  }

  of(userId: number): Promise<Presence> {
    return readPresence(this.redis, userId);
  }

  /** For each of `userIds`, in order: whether a page of the site is visible to them now. */
  visibleOf(userIds: readonly number[]): Promise<boolean[]> {
    return readVisible(this.redis, userIds);
  }

  /** For each of `userIds`, in order: when they last had a live socket (ms), null when not within 30 days. */
  lastSeenOf(userIds: readonly number[]): Promise<Array<number | null>> {
    return readLastSeen(this.redis, userIds);
  }

  // After the jobs drained (JobRunnerService.drain runs first): never closed under a running job.
  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
