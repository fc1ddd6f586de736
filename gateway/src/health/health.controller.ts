import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { GatewayDrain } from '../realtime/gateway-drain.service';
import { GATEWAY_REDIS } from '../realtime/redis.provider';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(GATEWAY_REDIS) private readonly redis: Redis,
    private readonly drain: GatewayDrain,
  ) {}

  @Get()
  async check(): Promise<{ status: 'ok'; redis: 'up' }> {
    // Stopping: out of the load balancer's rotation while the sockets move elsewhere.
    if (this.drain.draining) {
      throw new ServiceUnavailableException({ error: { code: 'service_unavailable', message: 'This gateway is stopping' } });
    }
    try {
      await this.redis.ping();
    } catch {
      throw new ServiceUnavailableException({ error: { code: 'service_unavailable', message: 'Redis is not answering' } });
    }
    return { status: 'ok', redis: 'up' };
  }
}
