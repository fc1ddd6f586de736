import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { GATEWAY_REDIS } from '../realtime/redis.provider';

@Controller('health')
export class HealthController {
  constructor(@Inject(GATEWAY_REDIS) private readonly redis: Redis) {}

  @Get()
  async check(): Promise<{ status: 'ok'; redis: 'up' }> {
    try {
      await this.redis.ping();
    } catch {
      throw new ServiceUnavailableException({ error: { code: 'service_unavailable', message: 'Redis is not answering' } });
    }
    return { status: 'ok', redis: 'up' };
  }
}
