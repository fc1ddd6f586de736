import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { newSecretToken, sessionTokenHash } from '@amoretto/shared/db';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { countInWindow } from '../redis/window-counter';
import { DEVICE_DAYS } from './session-cookie';

interface Credentials {
  id: number;
  password_hash: string;
}

/**
 * Browsers a member has logged in from (or reset the password in): they skip the login
 * locks that anyone can set off by guessing at an address. Redis keeps the hash of each
 * device token per member, tied to the current password, so after a password change or
 * reset every other device has to log in once more before it counts again. The locks live
 * in the same Redis, so losing its data loses both and keeps no one out.
 */
@Injectable()
export class KnownDevicesService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  private keys(userId: number, token: string) {
    const id = sessionTokenHash(token);
    return { device: `login-device:${userId}:${id}`, fail: `login-device-fail:${userId}:${id}` };
  }

  private static tag(passwordHash: string): string {
    return sessionTokenHash(`device:${passwordHash}`).slice(0, 16);
  }

  /** A known device of this member, with fewer than LOGIN_MAX_FAILURES wrong passwords lately. */
  async isTrusted(token: string | undefined, user: Credentials): Promise<boolean> {
    if (!token) return false;
    const { device, fail } = this.keys(user.id, token);
    const [stored, failures] = await this.redis.mget(device, fail);
    return stored === KnownDevicesService.tag(user.password_hash) && Number(failures ?? 0) < this.config.LOGIN_MAX_FAILURES;
  }

  /** A wrong password from a known device; at LOGIN_MAX_FAILURES it faces the locks like any browser. */
  async failed(token: string, userId: number): Promise<void> {
    const { fail } = this.keys(userId, token);
    await countInWindow(this.redis, fail, this.config.LOGIN_LOCK_MINUTES * 60_000);
  }

  /** Makes this browser a known device of the member; returns the token for its cookie. */
  async remember(token: string | undefined, user: Credentials): Promise<string> {
    const value = token ?? newSecretToken();
    const { device, fail } = this.keys(user.id, value);
    await this.redis
      .multi()
      .set(device, KnownDevicesService.tag(user.password_hash), 'EX', DEVICE_DAYS * 86_400)
      .del(fail)
      .exec();
    return value;
  }
}
