import { BaseEnvConfig, loadEnvConfig } from '@amoretto/shared/node';
import { IsUrl, Matches } from 'class-validator';

/** Environment the gateway needs; checked once at boot. */
export class GatewayConfig extends BaseEnvConfig {
  override PORT = 3002;

  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = 'http://localhost:3000';

  /** Read only: which conversation a typing event belongs to, and whether the pair blocks. */
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadEnvConfig(GatewayConfig, env);
}
