import { BaseEnvConfig, loadEnvConfig } from '@amoretto/shared/node';
import { IsUrl } from 'class-validator';

/** Environment the gateway needs; checked once at boot. */
export class GatewayConfig extends BaseEnvConfig {
  override PORT = 3002;

  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = 'http://localhost:3000';
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadEnvConfig(GatewayConfig, env);
}
