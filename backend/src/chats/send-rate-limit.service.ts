import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ApiException } from '../common/api-exception';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { countInWindow } from '../redis/window-counter';

/**
 * Bounds a member's HTTP sends: SEND_RATE_LIMIT per SEND_RATE_WINDOW_MS, counted in Redis.
 */
@Injectable()
export class SendRateLimitService {
  private readonly logger = new Logger(SendRateLimitService.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /** Counts one send; past the limit, 429 too_many_requests with the seconds to wait. */
  async take(userId: number): Promise<void> {
    const key = `send-rate:${userId}`;
    let counted: { count: number; remainingMs: number };
    try {
      counted = await countInWindow(this.redis, key, this.config.SEND_RATE_WINDOW_MS);
    } catch (error) {
      // Credits still bound sends while Redis is away; a chat should not stop for a counter.
      this.logger.warn(`send rate not counted: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (counted.count > this.config.SEND_RATE_LIMIT) {
      const seconds = Math.max(1, Math.ceil(counted.remainingMs / 1000));
      throw new ApiException('too_many_requests', HttpStatus.TOO_MANY_REQUESTS, undefined, { seconds });
    }
  }
}
