import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Schema changes only through reviewed migrations.
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    extra: {
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      // A request waits at most this long for a connection (pool full, or Postgres not
      // answering a connect), then fails as service_unavailable instead of hanging.
      connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 5_000),
      // Notices a connection whose peer vanished without closing it.
      keepAlive: true,
    },
  };
}

export function createDataSource(url: string): DataSource {
  return new DataSource(dataSourceOptions(url));
}
