import { Inject, Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { mergeMap, type Observable } from 'rxjs';
import { bumpPollVersions, pollKeys, type PollKeys } from '@amoretto/shared/node';
import type { MaybeAuthenticatedRequest } from '../auth/session.guard';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a member's own write succeeds, moves their poll version before the answer goes out.
 * The site asks for its lists again right after its own writes (a block, a removed chat, a like,
 * a photo), and the workers' listener moves the version only once Postgres has told it: that
 * request could come first and be answered 304 with the list from before the write. The write
 * has committed by the time its handler returns, so a poll after this answer reads it.
 * A failed move is logged, not the member's error: at worst the list is stale until the listener.
 */
@Injectable()
export class OwnWritesMovePollVersion implements NestInterceptor {
  private readonly keys: PollKeys;
  private readonly logger = new Logger(OwnWritesMovePollVersion.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.keys = pollKeys(config.DATABASE_URL);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Partial<MaybeAuthenticatedRequest>>();
    if (READS.has(request.method ?? 'GET')) return next.handle();
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        // Set by the session guards only: visitors and operators have no member poll.
        if (typeof request.userId === 'number') {
          await bumpPollVersions(this.redis, this.keys, [request.userId]).catch((error: unknown) =>
            this.logger.warn(`poll version not moved after a write: ${String(error)}`),
          );
        }
        return answer;
      }),
    );
  }
}
