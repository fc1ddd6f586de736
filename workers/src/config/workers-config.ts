import { Transform } from 'class-transformer';
import { loadEnvConfig } from '@amoretto/shared/node';
import { IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';

/** Environment the workers need; checked once at boot. */
export class WorkersConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsString()
  HOST = '127.0.0.1';

  /** Port of the health endpoint and the queue dashboard. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3003;

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string;

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL: string;

  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// URL' })
  SMTP_URL: string;

  @IsString()
  MAIL_FROM = 'Amoretto <no-reply@amoretto.local>';

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(64)
  WORKER_CONCURRENCY = 4;

  /** How often the outbox relay looks for committed jobs when idle. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(10)
  @Max(10_000)
  OUTBOX_POLL_MS = 250;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';
}

export function loadWorkersConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  return loadEnvConfig(WorkersConfig, env);
}
