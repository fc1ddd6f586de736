import { Logger } from '@nestjs/common';
import { connectFailFastRedis } from '@amoretto/shared/node';
import { GatewayConfig } from '../config/gateway-config';

export const GATEWAY_REDIS = Symbol('GATEWAY_REDIS');

/** Session lookups and health: a fail-fast client (sessions then come from Postgres, see SocketAuthService). */
export const redisProvider = {
  provide: GATEWAY_REDIS,
  inject: [GatewayConfig],
  useFactory: (config: GatewayConfig) => connectFailFastRedis(config.REDIS_URL, 'gateway sessions', new Logger('Redis')),
};
