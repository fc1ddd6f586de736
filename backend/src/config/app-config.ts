import { Transform } from 'class-transformer';
import { loadEnvConfig } from '@amoretto/shared/node';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';

/** Environment the backend needs; checked once at boot so a bad deploy fails fast. */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsString()
  HOST = '127.0.0.1';

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3001;

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string;

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL: string;

  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = 'http://localhost:3000';

  @IsOptional()
  @IsString()
  VAPID_PUBLIC_KEY?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Addresses whose X-Forwarded-* headers are trusted (the local proxy, nginx). */
  @IsString()
  TRUST_PROXY = '127.0.0.1,::1,::ffff:127.0.0.1';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return loadEnvConfig(AppConfig, env);
}
