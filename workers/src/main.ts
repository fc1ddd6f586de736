import { DataSource } from 'typeorm';
import { loadWorkersConfig } from './config/workers-config';
import { startHealthServer } from './health/health-server';
import { JobRunnerService } from './jobs/job-runner.service';
import { createWorkers } from './workers.factory';

async function main(): Promise<void> {
  const config = loadWorkersConfig();
  const app = await createWorkers(config);
  // The queue dashboard reads operator sessions through the workers' own pool.
  const health = await startHealthServer(config, app.get(DataSource));
  // SIGTERM (a rollout): no new job, the running ones finish with every connection open, then the
  // pools close and the process exits 0. Jobs still running after DRAIN_TIMEOUT_MS are handed back
  // to their queues (job-runner.service.ts) and the process exits at once, closing nothing under
  // them: a connection closed under a job would make it fail, or undo what it recorded, after
  // another process took it over.
  const stop = async () => {
    health.drain();
    const drained = await app.get(JobRunnerService).drain();
    if (drained) {
      await health.close();
      await app.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
