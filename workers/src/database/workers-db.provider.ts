import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createDataSource } from '@amoretto/shared/db';
import { WorkersConfig } from '../config/workers-config';

/** One Postgres pool for the whole workers process (outbox relay and job handlers). */
export const workersDbProvider: Provider = {
  provide: DataSource,
  inject: [WorkersConfig],
  useFactory: async (config: WorkersConfig) => createDataSource(config.DATABASE_URL).initialize(),
};
