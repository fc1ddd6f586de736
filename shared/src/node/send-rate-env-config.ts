import { Transform } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { SEND_RATE_LIMIT, SEND_RATE_WINDOW_MS } from '../chats/send-rate';
import { BaseEnvConfig } from './base-env-config';

/** The send rate (shared/src/chats/send-rate.ts) as the backend and the gateway read it. */
export class SendRateEnvConfig extends BaseEnvConfig {
  /** Sends one member may make per SEND_RATE_WINDOW_MS: over HTTP in the backend, over sockets on each gateway. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  SEND_RATE_LIMIT = SEND_RATE_LIMIT;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1000)
  SEND_RATE_WINDOW_MS = SEND_RATE_WINDOW_MS;
}
