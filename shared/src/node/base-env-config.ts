import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength, ValidateBy } from 'class-validator';
import { parseRedisUrl } from './redis-url';

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

  /**
   * One server (redis://, rediss://) or a primary behind Sentinel (redis+sentinel://…, followed
   * across failovers): redis-url.ts. Not a Cluster: the apps' keys (sessions, throttles, BullMQ,
   * presence) are not laid out for one yet (docs/decisions.md).
   */
  @ValidateBy({
    name: 'redisUrl',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && redisUrlProblem(value) === null,
      defaultMessage: (args) => `REDIS_URL: ${redisUrlProblem(String(args?.value)) ?? 'invalid'}`,
    },
  })
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

/** Why a REDIS_URL cannot be used by the apps, or null. */
function redisUrlProblem(url: string): string | null {
  try {
    if (parseRedisUrl(url).mode === 'cluster') return 'a Redis Cluster URL is not supported by the apps yet: use one server or Sentinel';
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
