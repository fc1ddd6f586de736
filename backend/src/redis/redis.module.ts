import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { closeRedis, connectFailFastRedis } from '@amoretto/shared/node';
import { AppConfig } from '../config/app-config';

export const REDIS = Symbol('REDIS');

/**
 * The backend's Redis serves requests (session cache, throttles, caches), so it fails fast
 * (FAIL_FAST_REDIS_OPTIONS): while Redis is down, sessions are read from Postgres and
 * whatever needs Redis answers 503 at once instead of waiting for the outage to end. The
 * backend runs no BullMQ (its jobs go through the Postgres outbox).
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => connectFailFastRedis(config.REDIS_URL, 'backend', new Logger('Redis')),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
