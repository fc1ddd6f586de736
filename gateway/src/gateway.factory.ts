import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { registerMetricsRoute } from '@amoretto/shared/node';
import type { GatewayConfig } from './config/gateway-config';
import { GatewayModule } from './gateway.module';
import { GatewayMetrics } from './health/gateway-metrics';
import { GatewayDrain } from './realtime/gateway-drain.service';
import { RedisIoAdapter } from './realtime/redis-io.adapter';

export async function createGateway(config: GatewayConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.forConfig(config), new FastifyAdapter(), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  const drain = app.get(GatewayDrain);
  app.useWebSocketAdapter(new RedisIoAdapter(app, config.REDIS_URL, config.PUBLIC_URL, () => drain.draining));
  // SIGTERM: drain (realtime/gateway-drain.service.ts), close, then exit 0 once the pools are closed.
  app.enableShutdownHooks(undefined, { useProcessExit: true });
  registerMetricsRoute(app.getHttpAdapter().getInstance(), app.get(GatewayMetrics).registry, config.METRICS_TOKEN);
  await app.init();
  return app;
}
