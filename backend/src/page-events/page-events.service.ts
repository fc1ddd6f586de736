import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { normalizeHost } from '../sites/sites.service';
import { REDIS } from '../redis/redis.module';
import type { PageHiddenDto } from './dto/page-hidden.dto';

const DAY_SECONDS = 86_400;

/** Counts page-hidden beacons per host, path and day; cheap enough for every visitor. */
@Injectable()
export class PageEventsService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async pageHidden(host: string | undefined, body: PageHiddenDto): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    const key = `page-hidden:${day}`;
    await this.redis
      .multi()
      .hincrby(key, `${normalizeHost(host)}${body.path ?? '/'}`, 1)
      .expire(key, 90 * DAY_SECONDS)
      .exec();
  }
}
