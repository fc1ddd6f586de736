import type { Redis } from 'ioredis';
import { cachedMemberId, sessionCacheKey } from '@amoretto/shared/db';
import { pollKeys, type PollKeys } from '@amoretto/shared/node';
import { pollTag } from './poll-tag-rules';

/**
 * A cached session's member and what their tag is made of, in one round trip: the member id, then
 * `live`, the epoch and the member's version (its key built here from the id, so this needs a
 * single Redis primary, as Sentinel gives; a Cluster URL is refused by the config).
 */
export const SESSION_AND_VERSION = `local id = redis.call('GET', KEYS[1])
if not id then return false end
return {id, redis.call('GET', KEYS[2]) or false, redis.call('GET', KEYS[3]) or false, redis.call('GET', ARGV[1] .. id) or false}`;

type Reply = [string, string | null, string | null, string | null] | null;

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
    this.redis.defineCommand('pollSession', { numberOfKeys: 3, lua: SESSION_AND_VERSION });
  }

  /**
   * The member of a session the cache holds, with their tag: what a poll needs before its answer,
   * in one round trip. Null when the cache lacks the session or Redis is away (the caller then
   * looks the session up as every route does, and asks tagFor).
   */
  async cachedSession(tokenHash: string): Promise<{ userId: number; tag: string | null } | null> {
    const run = (this.redis as unknown as { pollSession: (...args: string[]) => Promise<Reply> }).pollSession;
    const reply = await run
      .call(this.redis, sessionCacheKey(tokenHash), this.keys.live, this.keys.epoch, this.keys.versionPrefix)
      .catch(() => null);
    const userId = cachedMemberId(reply?.[0]);
    if (!reply || userId === null) return null;
    return { userId, tag: this.tag(userId, reply[1], reply[2], reply[3]) };
  }

  async tagFor(memberId: number): Promise<string | null> {
    const values = await this.redis.mget(this.keys.live, this.keys.epoch, this.keys.version(memberId)).catch(() => null);
    return values ? this.tag(memberId, values[0] ?? null, values[1] ?? null, values[2] ?? null) : null;
  }

  private tag(memberId: number, live: string | null, epoch: string | null, version: string | null): string | null {
    return live && epoch ? pollTag(memberId, epoch, version, new Date()) : null;
  }
}
