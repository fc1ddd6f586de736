import { Controller, Get, HttpStatus, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ApiException } from '../common/api-exception';
import { REDIS } from '../redis/redis.module';
import { BackendDrain } from './backend-drain.service';
import { pingPostgres } from './health.repository';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly drain: BackendDrain,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Postgres and Redis answer, and the backend is not stopping' })
  async check(): Promise<{ status: 'ok'; postgres: 'up'; redis: 'up' }> {
    // Stopping (SIGTERM): out of the load balancer's rotation while it still serves (BackendDrain).
    if (this.drain.draining) throw new ApiException('service_unavailable', HttpStatus.SERVICE_UNAVAILABLE);
    try {
      await pingPostgres(this.db);
      await this.redis.ping();
    } catch {
      throw new ApiException('service_unavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { status: 'ok', postgres: 'up', redis: 'up' };
  }
}
