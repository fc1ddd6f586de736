import type { Queue } from 'bullmq';
import { Counter, Gauge, type Registry } from 'prom-client';
import { QUEUES } from '@amoretto/shared';
import { createMetricsRegistry } from '@amoretto/shared/node';

/** Job runs by queue, job name and outcome; the job runner counts, each /metrics registry shows it. */
export const JOB_OUTCOMES = new Counter({
  name: 'workers_jobs_total',
  help: 'Job runs finished, by queue, job name and outcome (completed, failed)',
  labelNames: ['queue', 'job', 'outcome'] as const,
  registers: [],
});

/** The job states a queue's depth is shown in. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/**
 * The workers' /metrics (docs/decisions.md, "Who reads /metrics"): process metrics, job outcomes,
 * and each queue's jobs by state, read from Redis at each scrape.
 */
export function workersMetricsRegistry(queues: readonly Queue[]): Registry {
  const registry = createMetricsRegistry('workers');
  registry.registerMetric(JOB_OUTCOMES);
  const depth: Gauge<'queue' | 'state'> = new Gauge({
    name: 'workers_queue_jobs',
    help: 'Jobs in each queue by state (waiting, active, delayed, failed, completed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    collect: async (): Promise<void> => {
      const counts = await Promise.all(queues.map((queue) => queue.getJobCounts(...QUEUE_STATES)));
      counts.forEach((count, i) => {
        for (const state of QUEUE_STATES) depth.set({ queue: QUEUES[i], state }, count[state] ?? 0);
      });
    },
  });
  return registry;
}
