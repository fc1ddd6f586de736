import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Worker, type Job } from 'bullmq';
import { QUEUES, type JobName } from '@amoretto/shared';
import { logRedisErrors, redisConnectionOptions, type ErrorEmitter } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';
import { JOB_OUTCOMES } from '../health/workers-metrics';
import { buildHandlerMap, type FoundHandler, type Handler } from './handler-registry';
import { JOB_HANDLER } from './job-handler.decorator';
import { jobEffectKey } from './job-key';

/**
 * A worker that dies (kill -9, out of memory, host lost) leaves its jobs active under a
 * lock nobody renews. Another worker takes such a job back once its lock has expired and
 * a stalled check has seen it twice, so the lock and the check interval bound how long
 * orphaned jobs wait: at most about JOB_LOCK_MS + 2 × STALLED_CHECK_MS (7 s) after the
 * crash, instead of BullMQ's default 30 s + 2 × 30 s. A running job renews its lock every
 * JOB_LOCK_MS / 2; should that ever lapse, the second run is harmless (job-effects.ts).
 */
export const JOB_LOCK_MS = 5_000;
export const STALLED_CHECK_MS = 1_000;
/** Runs of a job cut short by a crash before it fails for good (a job that kills its worker). */
export const MAX_STALLED_RUNS = 3;

/** Finds the @JobHandler methods, checks the map, and runs one BullMQ worker per queue. */
@Injectable()
export class JobRunnerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobRunnerService.name);
  private workers: Worker[] = [];
  private handlers = new Map<JobName, Handler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly config: WorkersConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.handlers = buildHandlerMap(this.findHandlers());
    for (const queue of QUEUES) {
      const worker = new Worker(queue, (job: Job) => this.run(job), {
        connection: redisConnectionOptions(this.config.REDIS_URL, { maxRetriesPerRequest: null }),
        prefix: this.config.QUEUE_PREFIX,
        // Notifications wait on push services, not on CPU: more at once (WorkersConfig.NOTIFY_CONCURRENCY).
        // Campaigns: one batch at a time, paced inside the batch (campaign-mail.processor.ts).
        concurrency: queue === 'notify' ? this.config.NOTIFY_CONCURRENCY : queue === 'campaign-mail' ? 1 : this.config.WORKER_CONCURRENCY,
        lockDuration: JOB_LOCK_MS,
        stalledInterval: STALLED_CHECK_MS,
        maxStalledCount: MAX_STALLED_RUNS,
      });
      worker.on('failed', (job, error) => {
        JOB_OUTCOMES.inc({ queue, job: job?.name ?? 'unknown', outcome: 'failed' });
        this.logger.warn(`job ${job?.name}#${job?.id} failed: ${error.message}`);
      });
      worker.on('completed', (job) => JOB_OUTCOMES.inc({ queue, job: job.name, outcome: 'completed' }));
      // Without a listener BullMQ prints every Redis connection error of an outage.
      logRedisErrors(worker as unknown as ErrorEmitter, `worker ${queue}`, this.logger);
      this.workers.push(worker);
    }
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.name as JobName);
    if (!handler) throw new Error(`no handler for job "${job.name}"`);
    await handler(job.data, { jobId: job.id ?? '', key: jobEffectKey(job), attempt: job.attemptsMade + 1 });
  }

  private findHandlers(): FoundHandler[] {
    const found: FoundHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = prototype[method];
        if (typeof fn !== 'function') continue;
        const name = this.reflector.get<string | undefined>(JOB_HANDLER, fn);
        if (name) {
          found.push({ name, owner: `${wrapper.name}.${method}`, handler: (fn as Handler).bind(instance) });
        }
      }
    }
    return found;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}
