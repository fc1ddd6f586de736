import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool, type PoolConfig } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@amoretto/shared/db';
import { AppConfig } from '../config/app-config';
import { searchPool, type SearchPool } from './search-sql';

/**
 * Where search's result pages and counts are read: DATABASE_READ_URL's pool (a replica) when
 * set, else the primary's. A replica lags the primary by a moment; the result pages of others
 * may, but the searcher's own session and blocks must not (a member who just logged in would
 * be searched for as a visitor, one just blocked would still be listed), so searcherOf reads
 * the primary (`primary`).
 */
@Injectable()
export class SearchReadPool implements OnApplicationShutdown {
  private readonly replica: Pool | null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    config: AppConfig,
  ) {
    const url = config.DATABASE_READ_URL;
    // The same pool settings as the primary's (size, connect timeout, keep-alive).
    this.replica = url ? new Pool({ ...(dataSourceOptions(url) as { extra: PoolConfig }).extra, connectionString: url }) : null;
    // An idle client's error (the replica restarting) must not end the process; the next query fails instead.
    this.replica?.on('error', () => undefined);
  }

  /** Result pages and counts: the replica when there is one. */
  get reads(): SearchPool {
    return this.replica ?? this.primary;
  }

  /** Read at each use, as TypeORM holds it (see searchPool). */
  get primary(): SearchPool {
    return searchPool(this.db);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.replica?.end();
  }
}
