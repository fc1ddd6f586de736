/**
 * Where the polled answers' versions live in Redis (docs/decisions.md, "The polled endpoints"),
 * namespaced by the database they describe, so two databases sharing a Redis (tests, staging)
 * never answer from each other's versions.
 * - `epoch`: set afresh whenever a listener starts listening (notifications may have been missed
 *   before), and part of every tag, so every tag issued before is stale;
 * - `live`: present while a listener is listening; without it no poll is answered 304;
 * - `version(id)`: moved by the listener on every change to the member's answers. Missing means
 *   unchanged for VERSION_TTL_MS; it comes back above any value it had (the listener starts it at
 *   the current time), and a tag also names its UTC day, so a tag from before can never match.
 */
export interface PollKeys {
  epoch: string;
  live: string;
  /** What a member's version key is: this, then the member id (the backend's session script builds it so). */
  versionPrefix: string;
  version: (memberId: number) => string;
}

export function pollKeys(databaseUrl: string): PollKeys {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres';
  const prefix = `poll:${database}:`;
  const versionPrefix = `${prefix}v:`;
  return { epoch: `${prefix}epoch`, live: `${prefix}live`, versionPrefix, version: (memberId) => `${versionPrefix}${memberId}` };
}

/** Longer than a UTC day plus the day a tag was issued on: see PollKeys. */
export const POLL_VERSION_TTL_MS = 3 * 24 * 3600_000;
/** How long `live` outlasts the listener's last heartbeat. */
export const POLL_LIVE_TTL_MS = 30_000;
export const POLL_HEARTBEAT_MS = 10_000;
/** The channel poll_touch notifies (shared/src/db/functions/poll_touch.sql). */
export const POLL_CHANNEL = 'poll';
