import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { JOBS } from '@amoretto/shared';
import { logRedisErrors, type ErrorEmitter } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';

/** How often the sweep looks for deleted accounts whose purge job never ran. */
export const PURGE_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the daily purge sweep scheduled in BullMQ (docs/product.md#leaving). Each deletion queues
 * its own purge through the outbox; this schedule catches any whose delayed job was lost, so no
 * account keeps its personal data past the window. Every workers process upserts the same
 * scheduler at start: one schedule however many run, recreated if Redis was emptied.
 */
@Injectable()
export class PurgeSweepScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PurgeSweepScheduler.name);
  private queue: Queue | null = null;

  constructor(private readonly config: WorkersConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    this.queue = new Queue(JOBS['account.purge-sweep'], {
      connection: { url: this.config.REDIS_URL, maxRetriesPerRequest: null },
      prefix: this.config.QUEUE_PREFIX,
    });
    logRedisErrors(this.queue as unknown as ErrorEmitter, 'purge sweep scheduler', this.logger);
    try {
      await this.queue.upsertJobScheduler(
        'account.purge-sweep',
        { every: PURGE_SWEEP_EVERY_MS },
        {
          name: 'account.purge-sweep',
          data: {},
          opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: 30, removeOnFail: 100 },
        },
      );
    } catch (error) {
      // Redis out of reach at start: the workers still start; the next start schedules it.
      this.logger.warn(`purge sweep not scheduled: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close();
  }
}
