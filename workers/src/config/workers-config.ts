import { Transform } from 'class-transformer';
import { BaseEnvConfig, loadEnvConfig, withPaymentSettings } from '@amoretto/shared/node';
import { IsIn, IsInt, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { MAIL_LINK_HOSTS, type MailLinkHost } from '@amoretto/shared';

/** Environment the workers need; checked once at boot. */
export class WorkersConfig extends withPaymentSettings(BaseEnvConfig) {
  override PORT = 3003;

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string;

  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// URL' })
  SMTP_URL: string;

  /** Site origin for links in mails the workers compose. */
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = 'http://localhost:3000';

  /** Account mail links: `site` = https://<member's site domain>, `public` = PUBLIC_URL (as the backend's). */
  @IsIn(MAIL_LINK_HOSTS)
  MAIL_LINK_HOST: MailLinkHost = 'site';

  @IsString()
  MAIL_FROM = 'Amoretto <no-reply@amoretto.local>';

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(64)
  WORKER_CONCURRENCY = 4;

  /** Prefix of the BullMQ keys in Redis: two deployments (or test runs) sharing a Redis keep apart. */
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'QUEUE_PREFIX must be letters, digits, _ or -' })
  QUEUE_PREFIX = 'bull';

  /** How often the outbox relay looks for committed jobs when idle. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(10)
  @Max(10_000)
  OUTBOX_POLL_MS = 250;
}

export function loadWorkersConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  return loadEnvConfig(WorkersConfig, env);
}
