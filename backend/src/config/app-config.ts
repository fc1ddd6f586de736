import { join } from 'node:path';
import { loadEnvConfig, SendRateEnvConfig, withPaymentSettings, withPhotoStoreSettings } from '@amoretto/shared/node';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { MAIL_LINK_HOSTS, type MailLinkHost } from '@amoretto/shared';
import { sandboxSmsRefused, SMS_SENDERS, type SmsSenderName } from '../direct-debit/sms-settings';

// The checkout's git-ignored .data/: three levels up from backend/src/config and
// backend/dist/config alike.
const DEFAULT_MEDIA_DIR = join(__dirname, '..', '..', '..', '.data', 'media');

/** Environment the backend needs; checked once at boot so a bad deploy fails fast. */
export class AppConfig extends withPhotoStoreSettings(withPaymentSettings(SendRateEnvConfig)) {
  override PORT = 3001;

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string;

  /**
   * A read-only connection for member search's result pages and counts: a replica (in
   * production CloudNativePG's `-ro` service), so the heaviest reads leave the primary.
   * DATABASE_URL when unset. Search never writes through it, and reads that must see the
   * member's own writes (their session and blocks) stay on DATABASE_URL (search-read-pool.ts).
   */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_READ_URL must be a postgres:// URL' })
  DATABASE_READ_URL?: string;

  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = 'http://localhost:3000';

  /** Account mail links: `site` = https://<member's site domain>, `public` = PUBLIC_URL (local runs). */
  @IsIn(MAIL_LINK_HOSTS)
  MAIL_LINK_HOST: MailLinkHost = 'site';

  /**
   * Where the payment provider reaches this backend's webhooks (…/api/payments/webhook/<provider>);
   * PUBLIC_URL when unset. Set it when the provider must call another address than the members use.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  PAYMENT_WEBHOOK_BASE_URL?: string;

  @IsOptional()
  @IsString()
  VAPID_PUBLIC_KEY?: string;

  /**
   * Key of the tokens in notification mails (unsubscribe links, bounce addresses), the workers'
   * MAIL_TOKEN_SECRET. Required in production: a key printed in the source would let anyone
   * unsubscribe any member.
   */
  @ValidateIf((config: AppConfig) => config.NODE_ENV === 'production' || config.MAIL_TOKEN_SECRET !== undefined)
  @IsString()
  @MinLength(16)
  MAIL_TOKEN_SECRET?: string;

  /**
   * Seconds a search's total (numResults) is reused for the same filters. Counting tens of
   * thousands of rows is the one costly part of a search; the viewer's own blocks are still
   * taken off exactly. 0 counts every time.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(3600)
  SEARCH_COUNT_CACHE_SECONDS = 60;

  /**
   * Seconds a visitor's (logged-out) search answer is reused by this backend for the same
   * site, country, filters and page: every visitor gets the same answer, and anonymous
   * landing traffic is most of a dating site's searches. 0 runs the statements every time.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(60)
  VISITOR_SEARCH_CACHE_SECONDS = 5;

  /** Wrong logins for one email from one source (client address) before that source is blocked for it. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(100)
  LOGIN_MAX_FAILURES = 5;

  /** How long that block lasts (the message names the minutes). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(1440)
  LOGIN_LOCK_MINUTES = 15;

  /**
   * Wrong logins for one email from all sources together before logging in to it is blocked
   * for every browser that is not a known device of the account (per source the limit is
   * LOGIN_MAX_FAILURES).
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(1000)
  LOGIN_ADDRESS_MAX_FAILURES = 20;

  /** Wrong current passwords (password or email change) per member before that check is blocked. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(100)
  PASSWORD_CHECK_MAX_FAILURES = 5;

  /** Reset (and reactivation) mails one address may receive per hour, however many ask. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(100)
  RESET_MAIL_LIMIT = 3;

  /** Login attempts one address may make per 15 minutes, whatever the emails. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  LOGIN_IP_LIMIT = 50;

  /** Signups, and password-reset requests, one address may make per hour. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  SIGNUP_IP_LIMIT = 20;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  RESET_IP_LIMIT = 20;

  /** Delay of the activation reminder mail. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1000)
  ACTIVATION_REMINDER_MS = 86_400_000;

  /**
   * Who may tell the client's address in X-Forwarded-For: empty (the default) when clients
   * reach the backend directly, so the header is ignored; a number of proxy hops in front
   * (`1` behind the site's proxy or nginx), or the proxies' addresses. Trusting a proxy
   * that is not there would let any client choose its address and dodge per-address limits.
   */
  @IsString()
  TRUST_PROXY = '';

  /**
   * Where direct-debit SMS codes go: `sandbox` (the inbox at /api/sandbox/sms) or `none` (direct
   * debit not offered). Unset: `sandbox` with PAYMENT_PROVIDER=sandbox, else `none`. Refused in
   * production with a real payment provider, where the inbox would show members' codes to anyone.
   */
  @IsOptional()
  @IsIn(SMS_SENDERS)
  @ValidateBy({
    name: 'sandboxSmsWithRealPayments',
    validator: {
      validate: (_value: unknown, args) => !sandboxSmsRefused(args?.object as AppConfig),
      defaultMessage: () =>
        'SMS_SENDER=sandbox is for the sandbox payment provider; in production with real payments set SMS_SENDER=none or a real gateway',
    },
  })
  SMS_SENDER?: SmsSenderName;

  /** Where uploaded photos live with PHOTO_STORE=disk, served at /cdn/. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  MEDIA_DIR = DEFAULT_MEDIA_DIR;

  /**
   * On SIGTERM, how long the backend goes on serving, its /health failing and every answer
   * closing its connection, before it closes its port (health/backend-drain.service.ts): the
   * time load balancers and proxies take to stop sending it requests. 0 closes at once (local runs).
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(60_000)
  SHUTDOWN_DELAY_MS = 0;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return loadEnvConfig(AppConfig, env);
}
