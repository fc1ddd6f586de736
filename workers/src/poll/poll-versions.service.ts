import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PollVersionListener } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';

/**
 * Keeps the versions of the members' polled answers (PollVersionListener; docs/decisions.md, "The
 * polled endpoints"): while it runs, the backend answers an unchanged poll 304 without SQL. Every
 * workers process runs one; a version moved by two costs a full poll, nothing else.
 */
@Injectable()
export class PollVersionsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly listener: PollVersionListener;

  constructor(config: WorkersConfig, db: DataSource) {
    this.listener = new PollVersionListener({
      databaseUrl: config.DATABASE_URL,
      redisUrl: config.REDIS_URL,
      db,
      logger: new Logger(PollVersionsService.name),
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.listener.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.listener.stop();
  }
}
