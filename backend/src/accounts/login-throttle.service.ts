import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { sessionTokenHash } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { countInWindow } from '../redis/window-counter';
import { lockMinutes } from './throttle-rules';

const IP_WINDOW_SECONDS = 900;
const MAIL_CAP_WINDOW_SECONDS = 3600;

/**
 * Brute-force brakes (docs/decisions.md, "Brute force"). Wrong logins are counted per email
 * address and source, and per address over all sources, whether or not an account has the
 * address, so a lock reveals nothing about which addresses are registered. A known device
 * of the account skips these locks (KnownDevicesService), so nobody can lock the owner out.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  private scopes(email: string, source: string | undefined) {
    const address = sessionTokenHash(`login:${email}`);
    const pair = sessionTokenHash(`login:${email}|${source ?? 'unknown'}`);
    return [
      { fail: `login-fail:${pair}`, lock: `login-lock:${pair}`, max: this.config.LOGIN_MAX_FAILURES },
      { fail: `login-fail:${address}`, lock: `login-lock:${address}`, max: this.config.LOGIN_ADDRESS_MAX_FAILURES },
    ];
  }

  private async count(key: string, windowSeconds: number): Promise<number> {
    return (await countInWindow(this.redis, key, windowSeconds * 1000)).count;
  }

  /** Counts one failure; the one that reaches `max` starts the lock (and a fresh count). */
  private async failureLocks(scope: { fail: string; lock: string; max: number }, windowSeconds: number): Promise<boolean> {
    if ((await this.count(scope.fail, windowSeconds)) < scope.max) return false;
    await this.redis.multi().set(scope.lock, '1', 'EX', windowSeconds).del(scope.fail).exec();
    return true;
  }

  private locked(minutes: number): ApiException {
    return new ApiException('account_locked', HttpStatus.FORBIDDEN, undefined, { minutes });
  }

  /** Throws when this client address has made too many login attempts, whatever the emails. */
  async limitSource(ip: string | undefined): Promise<void> {
    if ((await this.count(`login-ip:${ip ?? 'unknown'}`, IP_WINDOW_SECONDS)) > this.config.LOGIN_IP_LIMIT) {
      throw new ApiException('too_many_requests', HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /** Throws while this address is locked for this source, or for every source. */
  async assertNotLocked(email: string, source: string | undefined): Promise<void> {
    const remaining = await Promise.all(this.scopes(email, source).map((s) => this.redis.pttl(s.lock)));
    const longest = Math.max(...remaining);
    if (longest > 0) throw this.locked(lockMinutes(longest));
  }

  /** Counts a wrong password in both scopes; the attempt that reaches a limit starts that lock. */
  async failed(email: string, source: string | undefined): Promise<void> {
    const windowSeconds = this.config.LOGIN_LOCK_MINUTES * 60;
    let reached = false;
    for (const scope of this.scopes(email, source)) {
      if (await this.failureLocks(scope, windowSeconds)) reached = true;
    }
    if (reached) throw this.locked(this.config.LOGIN_LOCK_MINUTES);
  }

  /**
   * A good login clears this source's count. The address-wide count and lock stay: they
   * are what other sources' guesses ran into, and the owner got past them anyway.
   */
  async succeeded(email: string, source: string | undefined): Promise<void> {
    const [pair] = this.scopes(email, source);
    await this.redis.del(pair!.fail, pair!.lock);
  }

  /** A password reset proves the mailbox: it lifts the address lock and this source's. */
  async clearAfterReset(email: string, source: string | undefined): Promise<void> {
    await this.redis.del(...this.scopes(email, source).flatMap((s) => [s.fail, s.lock]));
  }

  /**
   * The current-password check of password and email changes, per member: a stolen session
   * must not be a way to guess the password. Its own lock, so that it cannot be used to
   * lock the owner out of logging in.
   */
  async assertPasswordCheckOpen(userId: number): Promise<void> {
    const remaining = await this.redis.pttl(`password-check-lock:${userId}`);
    if (remaining > 0) {
      throw new ApiException('password_check_locked', HttpStatus.TOO_MANY_REQUESTS, undefined, { minutes: lockMinutes(remaining) });
    }
  }

  async passwordCheckFailed(userId: number): Promise<void> {
    const windowSeconds = this.config.LOGIN_LOCK_MINUTES * 60;
    const scope = {
      fail: `password-check-fail:${userId}`,
      lock: `password-check-lock:${userId}`,
      max: this.config.PASSWORD_CHECK_MAX_FAILURES,
    };
    if (!(await this.failureLocks(scope, windowSeconds))) return;
    throw new ApiException('password_check_locked', HttpStatus.TOO_MANY_REQUESTS, undefined, { minutes: this.config.LOGIN_LOCK_MINUTES });
  }

  async clearPasswordChecks(userId: number): Promise<void> {
    await this.redis.del(`password-check-fail:${userId}`, `password-check-lock:${userId}`);
  }

  /**
   * Whether one more `kind` mail (password reset, reactivation) may go to this address this
   * hour. The count is one atomic INCR, so parallel requests cannot slip past the cap; it
   * runs for every address, registered or not, and the caller answers the same either way.
   */
  async mayMail(kind: string, email: string): Promise<boolean> {
    const key = `mail-cap:${kind}:${sessionTokenHash(`mail:${email}`)}`;
    return (await this.count(key, MAIL_CAP_WINDOW_SECONDS)) <= this.config.RESET_MAIL_LIMIT;
  }

  /** A simple fixed-window limit for other unauthenticated writes (signup, reset requests). */
  async limit(bucket: string, ip: string | undefined, max: number, windowSeconds: number): Promise<void> {
    if ((await this.count(`limit:${bucket}:${ip ?? 'unknown'}`, windowSeconds)) > max) {
      throw new ApiException('too_many_requests', HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
