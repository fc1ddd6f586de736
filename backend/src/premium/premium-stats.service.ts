import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { PremiumClaim } from '@amoretto/shared';
import { REDIS } from '../redis/redis.module';
import { matchCounts } from './premium.repository';
import { CLAIM_FRESH_SECONDS, CLAIM_KEEP_SECONDS, CLAIM_WINDOW_DAYS, premiumClaim } from './premium-rules';

export const PREMIUM_CLAIM_KEY = 'premium:claim:v1';
export const REMEASURE_LOCK_KEY = 'premium:claim:remeasuring';

/** The figure as kept in Redis, with when it was measured (ms since the epoch). */
export interface StoredClaim {
  claim: PremiumClaim | null;
  measured_at: number;
}

/**
 * The premium claim, measured over the whole product and shared through Redis. Counting
 * takes seconds on a large product, so a request never waits for it once a figure exists:
 * a figure older than an hour is still answered while one backend (a Redis lock) measures
 * anew in the background. Only the very first request measures in line. While Redis is out
 * of reach each backend keeps its own copy for the hour instead of counting per request.
 */
@Injectable()
export class PremiumStatsService {
  private readonly logger = new Logger(PremiumStatsService.name);
  private local: StoredClaim | null = null;
  private measuring: Promise<PremiumClaim | null> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async claim(): Promise<PremiumClaim | null> {
    let stored: StoredClaim | null;
    try {
      const raw = await this.redis.get(PREMIUM_CLAIM_KEY);
      stored = raw === null ? null : (JSON.parse(raw) as StoredClaim);
    } catch {
      return this.withoutRedis();
    }
    if (!stored) return this.measureAndStore();
    if (Date.now() - stored.measured_at >= CLAIM_FRESH_SECONDS * 1000) this.remeasureInBackground();
    return stored.claim;
  }

  private async withoutRedis(): Promise<PremiumClaim | null> {
    if (this.local && Date.now() - this.local.measured_at < CLAIM_FRESH_SECONDS * 1000) return this.local.claim;
    const claim = await this.measure();
    this.local = { claim, measured_at: Date.now() };
    return claim;
  }

  private async measureAndStore(): Promise<PremiumClaim | null> {
    const claim = await this.measure();
    const stored: StoredClaim = { claim, measured_at: Date.now() };
    await this.redis.set(PREMIUM_CLAIM_KEY, JSON.stringify(stored), 'EX', CLAIM_KEEP_SECONDS).catch(() => undefined);
    return claim;
  }

  /** One backend at a time; the lock lapses by itself should that backend stop midway. */
  private remeasureInBackground(): void {
    void (async () => {
      const locked = await this.redis.set(REMEASURE_LOCK_KEY, '1', 'EX', 300, 'NX').catch(() => null);
      if (locked !== 'OK') return;
      try {
        await this.measureAndStore();
      } finally {
        await this.redis.del(REMEASURE_LOCK_KEY).catch(() => undefined);
      }
    })().catch((error: unknown) => this.logger.warn(`premium claim not measured: ${String(error)}`));
  }

  /** One count at a time per backend: requests arriving meanwhile share its answer. */
  private measure(): Promise<PremiumClaim | null> {
    this.measuring ??= matchCounts(this.db, CLAIM_WINDOW_DAYS)
      .then(({ premium, free }) => premiumClaim(premium, free))
      .finally(() => {
        this.measuring = null;
      });
    return this.measuring;
  }
}
