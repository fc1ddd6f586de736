import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { JOBS, type QueueName } from '@amoretto/shared';
import { logRedisErrors, redisConnectionOptions, type ErrorEmitter } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';
import { REPEATING_JOBS } from './repeating-jobs';

/**
 * Keeps the repeating jobs (repeating-jobs.ts) scheduled in BullMQ. Every workers process upserts
 * the same schedulers at start: one schedule each however many run, recreated if Redis was emptied.
 */
@Injectable()
export class RepeatingJobsScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RepeatingJobsScheduler.name);
  private readonly queues = new Map<QueueName, Queue>();

  constructor(private readonly config: WorkersConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const job of REPEATING_JOBS) {
      const queue = this.queueOf(JOBS[job.name]);
      try {
        await queue.upsertJobScheduler(
          job.name,
          { every: job.everyMs },
          {
            name: job.name,
            data: {},
            opts: {
              attempts: 3,
              backoff: { type: 'exponential', delay: 60_000 },
              removeOnComplete: job.keepCompleted,
              removeOnFail: job.keepFailed,
            },
          },
        );
      } catch (error) {
        // Redis out of reach at start: the workers still start; the next start schedules it.
        this.logger.warn(`${job.name} not scheduled: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  private queueOf(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: redisConnectionOptions(this.config.REDIS_URL, { maxRetriesPerRequest: null }),
        prefix: this.config.QUEUE_PREFIX,
      });
      logRedisErrors(queue as unknown as ErrorEmitter, `${name} scheduler`, this.logger);
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
