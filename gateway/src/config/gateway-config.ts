import { loadEnvConfig, SendRateEnvConfig } from '@amoretto/shared/node';
import { Transform } from 'class-transformer';
import { IsInt, IsUrl, Matches, Max, Min } from 'class-validator';

/** Environment the gateway needs; checked once at boot. */
export class GatewayConfig extends SendRateEnvConfig {
  override PORT = 3002;

  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = 'http://localhost:3000';

  /** Messages sent over sockets (chat_send_many), and the typing relay's conversation and block checks. */
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string;

  /**
   * A socket outlives its handshake: before a send, the session is looked up again when
   * the last lookup is older than this (logout closes the session's sockets at once anyway).
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(3600)
  SESSION_RECHECK_SECONDS = 60;

  /**
   * Sockets one member may hold on this gateway (tabs, devices). A new one past the cap
   * closes the member's oldest: the newest tab is the one being looked at.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  MAX_SOCKETS_PER_MEMBER = 10;

  /**
   * How long a stopping gateway takes to close its sockets (realtime/gateway-drain.service.ts):
   * their members reconnect to the other gateways spread over this time, not all at once.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(60_000)
  DRAIN_SPREAD_MS = 5_000;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadEnvConfig(GatewayConfig, env);
}
