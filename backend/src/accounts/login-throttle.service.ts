import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { sessionTokenHash } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';

const IP_WINDOW_SECONDS = 900;

/**
 * Brute-force brakes. Failures are counted per email address whether or not an account
 * has it, so a lock reveals nothing about which addresses are registered; a per-address
 * budget stops one client from spraying many emails.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  private keys(email: string) {
    const id = sessionTokenHash(`login:${email}`);
    return { fail: `login-fail:${id}`, lock: `login-lock:${id}` };
  }

  /** Throws when this address or email may not try now. */
  async check(email: string, ip: string | undefined): Promise<void> {
    const ipKey = `login-ip:${ip ?? 'unknown'}`;
    const [[, attempts]] = (await this.redis.multi().incr(ipKey).expire(ipKey, IP_WINDOW_SECONDS, 'NX').exec()) as [[null, number]];
    if (attempts > this.config.LOGIN_IP_LIMIT) throw new ApiException('too_many_requests', HttpStatus.TOO_MANY_REQUESTS);
    const lockMs = await this.redis.pttl(this.keys(email).lock);
    if (lockMs > 0) {
      throw new ApiException('account_locked', HttpStatus.FORBIDDEN, undefined, { minutes: Math.ceil(lockMs / 60_000) });
    }
  }

  /** Counts a wrong password; the attempt that reaches the limit starts the lock. */
  async failed(email: string): Promise<void> {
    const { fail, lock } = this.keys(email);
    const windowSeconds = this.config.LOGIN_LOCK_MINUTES * 60;
    const [[, failures]] = (await this.redis.multi().incr(fail).expire(fail, windowSeconds, 'NX').exec()) as [[null, number]];
    if (failures >= this.config.LOGIN_MAX_FAILURES) {
      await this.redis.multi().set(lock, '1', 'EX', windowSeconds).del(fail).exec();
      throw new ApiException('account_locked', HttpStatus.FORBIDDEN, undefined, { minutes: this.config.LOGIN_LOCK_MINUTES });
    }
  }

  /** A good login or a password reset clears the slate, so a lock never blocks the owner's reset. */
  async clear(email: string): Promise<void> {
    const { fail, lock } = this.keys(email);
    await this.redis.del(fail, lock);
  }

  /** A simple fixed-window limit for other unauthenticated writes (signup, reset requests). */
  async limit(bucket: string, ip: string | undefined, max: number, windowSeconds: number): Promise<void> {
    const key = `limit:${bucket}:${ip ?? 'unknown'}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) as [[null, number]];
    if (count > max) throw new ApiException('too_many_requests', HttpStatus.TOO_MANY_REQUESTS);
  }
}
