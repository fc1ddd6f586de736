import { Redis } from 'ioredis';
import { GatewayConfig } from '../config/gateway-config';

export const GATEWAY_REDIS = Symbol('GATEWAY_REDIS');

export const redisProvider = {
  provide: GATEWAY_REDIS,
  inject: [GatewayConfig],
  useFactory: (config: GatewayConfig) => new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }),
};
