import type { Redis } from 'ioredis';
import { POLL_VERSION_TTL_MS, type PollKeys } from './poll-keys';

/** Moves each key's version (starting a missing one at the current time, see PollKeys) and renews its TTL. */
const BUMP = `for i, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 0 then redis.call('SET', key, ARGV[1]) end
  redis.call('INCR', key)
  redis.call('PEXPIRE', key, ARGV[2])
end
return #KEYS`;

const CHUNK = 1_000;

/** Moves the poll versions of `members` (one script call per 1,000), so their next poll is answered in full. */
export async function bumpPollVersions(redis: Redis, keys: PollKeys, members: readonly number[]): Promise<void> {
  const versionKeys = members.map(keys.version);
  for (let i = 0; i < versionKeys.length; i += CHUNK) {
    const chunk = versionKeys.slice(i, i + CHUNK);
    await redis.eval(BUMP, chunk.length, ...chunk, String(Date.now()), String(POLL_VERSION_TTL_MS));
  }
}
