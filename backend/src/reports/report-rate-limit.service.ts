import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REPORT_RATE_LIMIT, REPORT_RATE_WINDOW_MS } from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { REDIS } from '../redis/redis.module';
import { countInWindow } from '../redis/window-counter';

/** Bounds how many reports a member sends: REPORT_RATE_LIMIT an hour (docs/decisions.md#reports). */
@Injectable()
export class ReportRateLimitService {
  private readonly logger = new Logger(ReportRateLimitService.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one report; past the limit, 429 too_many_requests with the seconds to wait. */
  async take(userId: number): Promise<void> {
    let counted: { count: number; remainingMs: number };
    try {
      counted = await countInWindow(this.redis, `report-rate:${userId}`, REPORT_RATE_WINDOW_MS);
    } catch (error) {
      // One open report per reported member bounds the table anyway; a report should not fail for a counter.
      this.logger.warn(`report rate not counted: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (counted.count > REPORT_RATE_LIMIT) {
      const seconds = Math.max(1, Math.ceil(counted.remainingMs / 1000));
      throw new ApiException('too_many_requests', HttpStatus.TOO_MANY_REQUESTS, undefined, { seconds });
    }
  }
}
