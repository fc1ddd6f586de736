/**
 * How many sends (texts, gifts, photos) one member may make per window, over HTTP (counted
 * in Redis by the backend) and over the sockets of each gateway (counted in memory there).
 * Credits bound what a member spends; this bounds flooding a partner or the database.
 * A person chatting fast sends well under one message a second.
 */
export const SEND_RATE_LIMIT = 20;
export const SEND_RATE_WINDOW_MS = 20_000;

/** A limit and its window (for sends the apps read both from their config; these are the defaults). */
export interface HitRate {
  limit: number;
  windowMs: number;
}
export const DEFAULT_SEND_RATE: HitRate = { limit: SEND_RATE_LIMIT, windowMs: SEND_RATE_WINDOW_MS };

/** A fixed window: when it started and how many hits it has counted. */
export interface HitWindow {
  start: number;
  count: number;
}

/**
 * Counts one hit (a send, a typing event) at `now` in memory: a window older than
 * `rate.windowMs` starts again. Past the limit the hit is refused, with how long until the
 * window ends.
 */
export function countHit(
  window: HitWindow | undefined,
  now: number,
  rate: HitRate = DEFAULT_SEND_RATE,
): { window: HitWindow; allowed: boolean; retryAfterMs: number } {
  const current = window && now - window.start < rate.windowMs ? window : { start: now, count: 0 };
  const next = { start: current.start, count: current.count + 1 };
  const allowed = next.count <= rate.limit;
  return { window: next, allowed, retryAfterMs: allowed ? 0 : current.start + rate.windowMs - now };
}
