import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOBS, type JobName, type JobOf, type QueueName } from '@amoretto/shared';
import { REDIS } from '../redis/redis.module';

/**
 * Typed producer for the job map in `shared`. Jobs that must follow a database write go
 * through the outbox instead (same transaction), so a crash after commit loses nothing.
 */
@Injectable()
export class JobsService implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async enqueue<N extends JobName>(name: N, payload: JobOf<N>, options: { jobId?: string } = {}): Promise<string> {
    const job = await this.queue(JOBS[name]).add(name, payload, {
      jobId: options.jobId,
      attempts: 5,
      backoff: { type: 'exponential', delay: 2_000 },
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: { age: 30 * 24 * 3600 },
    });
    return job.id ?? '';
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.redis });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
