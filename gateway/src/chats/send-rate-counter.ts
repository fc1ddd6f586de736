import { countHit, type HitRate, type HitWindow } from '@amoretto/shared';

/**
 * Socket sends per member on this gateway, in memory (shared/src/chats/send-rate.ts): a
 * send costs a Map lookup, not a Redis round trip, on the hottest path of the product.
 * Windows that have ended are dropped as the map grows, so idle members cost nothing.
 */
export class SendRateCounter {
  private readonly windows = new Map<number, HitWindow>();
  private sweepAt: number;

  constructor(
    private readonly rate: HitRate,
    private readonly now: () => number = Date.now,
    private readonly sweepSize = 10_000,
  ) {
    this.sweepAt = sweepSize;
  }

  /** Counts one send of the member: 0 when allowed, else the milliseconds until it would be. */
  take(userId: number): number {
    const now = this.now();
    const counted = countHit(this.windows.get(userId), now, this.rate);
    this.windows.set(userId, counted.window);
    if (this.windows.size >= this.sweepAt) this.sweep(now);
    return counted.retryAfterMs;
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    for (const [userId, window] of this.windows) if (now - window.start >= this.rate.windowMs) this.windows.delete(userId);
    // Next sweep when the live windows have doubled, so a busy gateway does not sweep on every send.
    this.sweepAt = Math.max(this.sweepSize, this.windows.size * 2);
  }
}
