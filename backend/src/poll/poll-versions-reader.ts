import type { Redis } from 'ioredis';
import { pollKeys, type PollKeys } from '@amoretto/shared/node';
import { pollTag } from './poll-tag-rules';

/**
 * Reads a member's poll tag from Redis (the versions the workers' listener keeps): null while no
 * listener listens, Redis is away, or the epoch is missing; then the poll is answered in full.
 */
export class PollVersionsReader {
  private readonly keys: PollKeys;

  constructor(
    private readonly redis: Redis,
    databaseUrl: string,
  ) {
    this.keys = pollKeys(databaseUrl);
  }

  async tagFor(memberId: number): Promise<string | null> {
    const values = await this.redis.mget(this.keys.live, this.keys.epoch, this.keys.version(memberId)).catch(() => null);
    if (!values) return null;
    const [live, epoch, version] = values;
    return live && epoch ? pollTag(memberId, epoch, version ?? null, new Date()) : null;
  }
}
