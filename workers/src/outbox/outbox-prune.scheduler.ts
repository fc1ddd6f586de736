import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { JOBS } from '@amoretto/shared';
import { logRedisErrors, type ErrorEmitter } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';

export const OUTBOX_PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Keeps the hourly outbox prune scheduled in BullMQ. Every workers process upserts the same
 * scheduler at start: one schedule however many run, recreated if Redis was emptied.
 */
@Injectable()
export class OutboxPruneScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxPruneScheduler.name);
  private queue: Queue | null = null;

  constructor(private readonly config: WorkersConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    this.queue = new Queue(JOBS['outbox.prune'], {
      connection: { url: this.config.REDIS_URL, maxRetriesPerRequest: null },
      prefix: this.config.QUEUE_PREFIX,
    });
    logRedisErrors(this.queue as unknown as ErrorEmitter, 'outbox prune scheduler', this.logger);
    try {
      await this.queue.upsertJobScheduler(
        'outbox.prune',
        { every: OUTBOX_PRUNE_EVERY_MS },
        {
          name: 'outbox.prune',
          data: {},
          opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: 48, removeOnFail: 100 },
        },
      );
    } catch (error) {
      // Redis out of reach at start: the workers still start; the next start schedules it.
      this.logger.warn(`outbox prune not scheduled: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close();
  }
}
