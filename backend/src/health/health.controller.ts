import { Controller, Get, HttpStatus, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ApiException } from '../common/api-exception';
import { REDIS } from '../redis/redis.module';
import { pingPostgres } from './health.repository';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Postgres and Redis answer' })
  async check(): Promise<{ status: 'ok'; postgres: 'up'; redis: 'up' }> {
    try {
      await pingPostgres(this.db);
      await this.redis.ping();
    } catch {
      throw new ApiException('service_unavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { status: 'ok', postgres: 'up', redis: 'up' };
  }
}
