import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';

/** Environment every Node process reads; each app's config extends it. */
export class BaseEnvConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsString()
  HOST = '127.0.0.1';

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT: number;

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * Lets a scraper elsewhere read /metrics with `Authorization: Bearer <token>`; without it only
   * a local one can (shared/src/node/metrics.ts).
   */
  @IsOptional()
  @IsString()
  @MinLength(16)
  METRICS_TOKEN?: string;
}
