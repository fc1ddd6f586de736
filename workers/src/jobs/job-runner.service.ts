import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
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

/**
 * Finds the @JobHandler methods, checks the map, and runs one BullMQ worker per queue.
 *
 * Stopping (SIGTERM in a rollout): `drain()` stops taking jobs and lets the running ones finish
 * while everything they use is still open; it runs before Nest's other shutdown hooks
 * (beforeApplicationShutdown, or main.ts before app.close()), and the services close their
 * connections on application shutdown, after it. A job still running after DRAIN_TIMEOUT_MS is
 * handed back: moved to its queue's wait list under our lock, so another process runs it at once
 * (no stalled check, no lock to expire), and the process ends without closing anything under the
 * job left behind (its claims roll back as its connections drop; job-effects.ts).
 */
@Injectable()
export class JobRunnerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobRunnerService.name);
  private workers: Worker[] = [];
  private handlers = new Map<JobName, Handler>();
  /** Jobs running now, with the lock token a hand-back needs. */
  private readonly running = new Map<string, { job: Job; token: string }>();
  private draining: Promise<boolean> | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly config: WorkersConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.handlers = buildHandlerMap(this.findHandlers());
    for (const queue of QUEUES) {
      const worker = new Worker(queue, (job: Job, token?: string) => this.track(queue, job, token), {
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

  private async track(queue: string, job: Job, token: string | undefined): Promise<void> {
    const key = `${queue}:${job.id}`;
    if (token !== undefined) this.running.set(key, { job, token });
    try {
      await this.run(job);
    } finally {
      this.running.delete(key);
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

  /**
   * Takes no new job and waits for the running ones, at most `timeoutMs`: true once all finished
   * and the workers are closed; false when some were still running and were handed back.
   */
  drain(timeoutMs = this.config.DRAIN_TIMEOUT_MS): Promise<boolean> {
    this.draining ??= this.closeWorkers(timeoutMs);
    return this.draining;
  }

  private async closeWorkers(timeoutMs: number): Promise<boolean> {
    if (this.running.size > 0) this.logger.log(`stopping: waiting for ${this.running.size} running jobs`);
    let timer: NodeJS.Timeout | undefined;
    const closed = Promise.all(this.workers.map((w) => w.close())).then(() => true);
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const finished = await Promise.race([closed, late]);
    clearTimeout(timer);
    if (finished) return true;
    const left = [...this.running.values()];
    await Promise.all(
      left.map(({ job, token }) =>
        job.moveToWait(token).catch((error: unknown) => this.logger.warn(`job ${job.name}#${job.id} not handed back: ${String(error)}`)),
      ),
    );
    this.logger.warn(
      `stopping: ${left.length} jobs still running after ${timeoutMs} ms handed back: ${left.map(({ job }) => `${job.name}#${job.id}`).join(', ')}`,
    );
    return false;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.drain();
  }
}
