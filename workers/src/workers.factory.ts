import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { WorkersConfig } from './config/workers-config';
import { WorkersModule } from './workers.module';

export async function createWorkers(config: WorkersConfig): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkersModule.forConfig(config), {
    logger: config.LOG_LEVEL === 'silent' ? false : ['log', 'warn', 'error'],
  });
  return app;
}
