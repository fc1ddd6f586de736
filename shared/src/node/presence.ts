import type { ChainableCommander, Redis } from 'ioredis';

// Whether a member is at the site right now, for the workers deciding on push and mail
// (docs/product.md#notifications). The gateways hold the sockets and write it; the workers
// read it. Per member, in Redis:
//   presence:<id>          sorted set of the member's live sockets, scored by when the entry expires (ms)
//   presence:visible:<id>  the same for sockets whose page is visible
//   presence:seen:<id>     hash: `any` / `visible` = the last time (ms) a socket / a visible socket was live
// A gateway refreshes its sockets' entries every PRESENCE_REFRESH_MS; an entry not refreshed
// for PRESENCE_TTL_MS counts no more, so a gateway that dies without a goodbye leaves no
// member "online" for longer than that. A reconnect is a new socket: the old entry is removed
// on disconnect or runs out.

export const PRESENCE_REFRESH_MS = 20_000;
/** Three refreshes: one missed refresh (a busy event loop, a Redis blip) does not drop a member. */
export const PRESENCE_TTL_MS = 60_000;
/** How long the last-seen times are kept: a member away longer is treated as never seen. */
const SEEN_TTL_SECONDS = 30 * 24 * 3600;

const allKey = (userId: number | string) => `presence:${userId}`;
const visibleKey = (userId: number | string) => `presence:visible:${userId}`;
const seenKey = (userId: number | string) => `presence:seen:${userId}`;

/** One live socket as its gateway knows it. */
export interface PresenceEntry {
  userId: number | string;
  socketId: string;
  visible: boolean;
}

/**
 * Adds or refreshes a socket's entries (on connect, on a visibility change, on every refresh).
 * `wasVisible`: the page was visible until now (it just became hidden), so the member was looking until now.
 */
export function writePresence(
  pipeline: ChainableCommander,
  entry: PresenceEntry,
  now: number,
  options: { ttlMs?: number; wasVisible?: boolean } = {},
): void {
  const ttlMs = options.ttlMs ?? PRESENCE_TTL_MS;
  const expiresAt = now + ttlMs;
  pipeline.zadd(allKey(entry.userId), expiresAt, entry.socketId);
  // Entries of sockets that died with their gateway go the next time the member's set is written.
  pipeline.zremrangebyscore(allKey(entry.userId), '-inf', now);
  pipeline.pexpire(allKey(entry.userId), ttlMs);
  if (entry.visible) {
    pipeline.zadd(visibleKey(entry.userId), expiresAt, entry.socketId);
    pipeline.zremrangebyscore(visibleKey(entry.userId), '-inf', now);
    pipeline.pexpire(visibleKey(entry.userId), ttlMs);
    pipeline.hset(seenKey(entry.userId), 'any', now, 'visible', now);
  } else {
    pipeline.zrem(visibleKey(entry.userId), entry.socketId);
    if (options.wasVisible) pipeline.hset(seenKey(entry.userId), 'any', now, 'visible', now);
    else pipeline.hset(seenKey(entry.userId), 'any', now);
  }
  pipeline.expire(seenKey(entry.userId), SEEN_TTL_SECONDS);
}

/** Removes a socket that disconnected; the member was seen until now. */
export function removePresence(pipeline: ChainableCommander, entry: PresenceEntry, now: number): void {
  pipeline.zrem(allKey(entry.userId), entry.socketId);
  pipeline.zrem(visibleKey(entry.userId), entry.socketId);
  if (entry.visible) pipeline.hset(seenKey(entry.userId), 'any', now, 'visible', now);
  else pipeline.hset(seenKey(entry.userId), 'any', now);
  pipeline.expire(seenKey(entry.userId), SEEN_TTL_SECONDS);
}

export interface Presence {
  /** At least one live socket. */
  online: boolean;
  /** At least one live socket whose page is visible. */
  visible: boolean;
  /** The last time (ms) the member had a live socket / a visible one; null when not within 30 days. */
  lastSeenAt: number | null;
  lastVisibleAt: number | null;
}

/** What the gateways know about a member now. */
export async function readPresence(redis: Redis, userId: number, now = Date.now()): Promise<Presence> {
  const results = await redis
    .multi()
    .zcount(allKey(userId), `(${now}`, '+inf')
    .zcount(visibleKey(userId), `(${now}`, '+inf')
    .hmget(seenKey(userId), 'any', 'visible')
    .exec();
  if (!results) throw new Error('presence read was discarded');
  for (const [error] of results) if (error) throw error;
  const [online, visible] = [results[0]![1] as number, results[1]![1] as number];
  const [any, seenVisible] = results[2]![1] as Array<string | null>;
  // A live socket is seen now, whatever the last refresh wrote.
  return {
    online: online > 0,
    visible: visible > 0,
    lastSeenAt: online > 0 ? now : any ? Number(any) : null,
    lastVisibleAt: visible > 0 ? now : seenVisible ? Number(seenVisible) : null,
  };
}

/**
 * Of `userIds`, which have a live socket whose page is visible now: one pipelined round trip for
 * all of them (the outbox relay asks this for every message of a round).
 */
export async function readVisible(redis: Redis, userIds: readonly number[], now = Date.now()): Promise<boolean[]> {
  if (userIds.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const userId of userIds) pipeline.zcount(visibleKey(userId), `(${now}`, '+inf');
  const results = await pipeline.exec();
  if (!results) throw new Error('presence read was discarded');
  return results.map(([error, count]) => {
    if (error) throw error;
    return (count as number) > 0;
  });
}

/**
 * For each of `userIds`, in order: the last time (ms) the member had a live socket, or null when
 * not within 30 days. One pipelined round trip (the reminder mails ask this for a page of members).
 */
export async function readLastSeen(redis: Redis, userIds: readonly number[]): Promise<Array<number | null>> {
  if (userIds.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const userId of userIds) pipeline.hget(seenKey(userId), 'any');
  const results = await pipeline.exec();
  if (!results) throw new Error('presence read was discarded');
  return results.map(([error, value]) => {
    if (error) throw error;
    return typeof value === 'string' ? Number(value) : null;
  });
}
