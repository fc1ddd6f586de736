import { join } from 'node:path';
import { BaseEnvConfig, loadEnvConfig } from '@amoretto/shared/node';
import { IsNotEmpty, IsOptional, IsString, IsUrl, Matches } from 'class-validator';

// The checkout's git-ignored .data/: three levels up from backend/src/config and
// backend/dist/config alike.
const DEFAULT_MEDIA_DIR = join(__dirname, '..', '..', '..', '.data', 'media');

/** Environment the backend needs; checked once at boot so a bad deploy fails fast. */
export class AppConfig extends BaseEnvConfig {
  override PORT = 3001;

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string;

  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = 'http://localhost:3000';

  @IsOptional()
  @IsString()
  VAPID_PUBLIC_KEY?: string;

  /** Addresses whose X-Forwarded-* headers are trusted (the local proxy, nginx). */
  @IsString()
  TRUST_PROXY = '127.0.0.1,::1,::ffff:127.0.0.1';

  /** Where uploaded photos live, served at /cdn/. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  MEDIA_DIR = DEFAULT_MEDIA_DIR;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return loadEnvConfig(AppConfig, env);
}
