import { join } from 'node:path';
import { Transform } from 'class-transformer';
import { BaseEnvConfig, loadEnvConfig, withPaymentSettings, withPhotoStoreSettings } from '@amoretto/shared/node';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { MAIL_LINK_HOSTS, type MailLinkHost } from '@amoretto/shared';

// The checkout's git-ignored .data/media, as the backend's default: three levels up from
// workers/src/config and workers/dist/config alike.
const DEFAULT_MEDIA_DIR = join(__dirname, '..', '..', '..', '.data', 'media');

/** Environment the workers need; checked once at boot. */
export class WorkersConfig extends withPhotoStoreSettings(withPaymentSettings(BaseEnvConfig)) {
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

  /**
   * Where notification mails' bounces go, as `bounce+<token>@…` (VERP); the mail server of that
   * domain hands reports to POST /api/mail/inbound. Its domain also takes the mailto unsubscribe
   * (`unsubscribe+<token>@…`).
   */
  @IsEmail({ require_tld: false })
  MAIL_BOUNCE_ADDRESS = 'bounce@amoretto.local';

  /**
   * Key of the tokens in notification mails (unsubscribe links, bounce addresses); the backend
   * verifies them with the same key. Required in production: a key printed in the source would let
   * anyone unsubscribe any member.
   */
  @ValidateIf((config: WorkersConfig) => config.NODE_ENV === 'production' || config.MAIL_TOKEN_SECRET !== undefined)
  @IsString()
  @MinLength(16)
  MAIL_TOKEN_SECRET?: string;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(64)
  WORKER_CONCURRENCY = 4;

  /** Prefix of the BullMQ keys in Redis: two deployments (or test runs) sharing a Redis keep apart. */
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'QUEUE_PREFIX must be letters, digits, _ or -' })
  QUEUE_PREFIX = 'bull';

  /**
   * Jobs of the `notify` queue run at once per process: each waits mostly on a push service
   * or Postgres, and a burst of chat must not queue its pushes behind each other.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(256)
  NOTIFY_CONCURRENCY = 32;

  /**
   * Campaign mails each workers process sends per second at most (its `campaign-mail` worker runs
   * one batch at a time). Keeps the SMTP relay's and the mailbox providers' rate limits, and leaves
   * the mail server to account and chat mails first.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(10_000)
  CAMPAIGN_MAILS_PER_SECOND = 20;

  /** The site's VAPID keys (base64url, as web-push makes them); without them no push is sent. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{80,100}$/, { message: 'VAPID_PUBLIC_KEY must be a base64url P-256 public key' })
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{40,50}$/, { message: 'VAPID_PRIVATE_KEY must be a base64url P-256 private key' })
  VAPID_PRIVATE_KEY?: string;

  /** Who push services can contact about our pushes: a mailto: or https: URL. */
  @Matches(/^(mailto:|https:\/\/)\S+$/, { message: 'VAPID_SUBJECT must be a mailto: or https: URL' })
  VAPID_SUBJECT = 'mailto:support@amoretto.local';

  /**
   * How often the outbox relay looks for committed jobs without being woken. A commit that adds
   * outbox rows wakes it at once (NOTIFY outbox); this look only catches what a lost wake-up
   * (the listening connection down for a moment) would leave waiting.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(10)
  @Max(60_000)
  OUTBOX_POLL_MS = 1_000;

  /**
   * On SIGTERM the workers take no new job and wait this long for the running ones; a job still
   * running then is handed back to its queue for another process. Below Kubernetes'
   * terminationGracePeriodSeconds (120 s, deploy/k8s/base/workers.yaml), so the process ends by itself.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(100)
  @Max(600_000)
  DRAIN_TIMEOUT_MS = 90_000;

  /** Where the backend stores uploaded photos with PHOTO_STORE=disk: the purge of a deleted account removes its files there. */
  @IsString()
  @IsNotEmpty()
  MEDIA_DIR = DEFAULT_MEDIA_DIR;
}

export function loadWorkersConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  return loadEnvConfig(WorkersConfig, env);
}
