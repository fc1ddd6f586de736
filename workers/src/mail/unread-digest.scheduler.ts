import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { JOBS } from '@amoretto/shared';
import { logRedisErrors, type ErrorEmitter } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';

/** How often the digest job looks for members due one; each member gets at most one a day. */
export const UNREAD_DIGEST_EVERY_MS = 60 * 60 * 1000;

/**
 * Keeps the hourly digest job scheduled in BullMQ. Upserting the scheduler at every start is
 * harmless: every workers process names the same scheduler, so there is one schedule however many
 * run, and a run that overlaps another mails no one twice (unread-digest.processor.ts).
 */
@Injectable()
export class UnreadDigestScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UnreadDigestScheduler.name);
  private queue: Queue | null = null;

  constructor(private readonly config: WorkersConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    this.queue = new Queue(JOBS['mail.unread-digest'], {
      connection: { url: this.config.REDIS_URL, maxRetriesPerRequest: null },
      prefix: this.config.QUEUE_PREFIX,
    });
    logRedisErrors(this.queue as unknown as ErrorEmitter, 'unread digest scheduler', this.logger);
    try {
      await this.queue.upsertJobScheduler(
        'mail.unread-digest',
        { every: UNREAD_DIGEST_EVERY_MS },
        {
          name: 'mail.unread-digest',
          data: {},
          opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: 48, removeOnFail: 200 },
        },
      );
    } catch (error) {
      // Redis out of reach at start: the workers still start; the next start schedules it.
      this.logger.warn(`unread digest not scheduled: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close();
  }
}
