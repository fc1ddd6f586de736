import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Refuse to serve against a schema that is behind the code. */
@Injectable()
export class MigrationsCheck implements OnApplicationBootstrap {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.db.showMigrations()) {
      throw new Error('The database has pending migrations: run `node backend/dist/cli.js migrate` first');
    }
  }
}
