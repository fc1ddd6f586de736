import { DataSource } from 'typeorm';
import { loadWorkersConfig } from './config/workers-config';
import { startHealthServer } from './health/health-server';
import { createWorkers } from './workers.factory';

async function main(): Promise<void> {
  const config = loadWorkersConfig();
  const app = await createWorkers(config);
  // The queue dashboard reads operator sessions through the workers' own pool.
  const health = await startHealthServer(config, app.get(DataSource));
  const stop = async () => {
    await health.close();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
