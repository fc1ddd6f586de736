import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Worker, type Job } from 'bullmq';
import { QUEUES, type JobName } from '@amoretto/shared';
import { logRedisErrors, type ErrorEmitter } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';
import { buildHandlerMap, type FoundHandler, type Handler } from './handler-registry';
import { JOB_HANDLER } from './job-handler.decorator';

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
        connection: { url: this.config.REDIS_URL, maxRetriesPerRequest: null },
        concurrency: this.config.WORKER_CONCURRENCY,
      });
      worker.on('failed', (job, error) => this.logger.warn(`job ${job?.name}#${job?.id} failed: ${error.message}`));
      // Without a listener BullMQ prints every Redis connection error of an outage.
      logRedisErrors(worker as unknown as ErrorEmitter, `worker ${queue}`, this.logger);
      this.workers.push(worker);
    }
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.name as JobName);
    if (!handler) throw new Error(`no handler for job "${job.name}"`);
    await handler(job.data, { jobId: job.id ?? '', attempt: job.attemptsMade + 1 });
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
